import { namespace } from '../lib/i18n.ts';
import es from './es/orders.json';

export default namespace('orders', es);
