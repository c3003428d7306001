import { namespace } from '../lib/i18n.ts';
import es from './es/product.json';

export default namespace('product', es);
