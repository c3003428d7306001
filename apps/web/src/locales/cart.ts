import { namespace } from '../lib/i18n.ts';
import es from './es/cart.json';

export default namespace('cart', es);
