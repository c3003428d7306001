import { namespace } from '../lib/i18n.ts';
import es from './es/admin-products.json';

export default namespace('admin-products', es);
