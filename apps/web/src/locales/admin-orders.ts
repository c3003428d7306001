import { namespace } from '../lib/i18n.ts';
import es from './es/admin-orders.json';

export default namespace('admin-orders', es);
