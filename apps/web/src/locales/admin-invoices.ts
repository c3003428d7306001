import { namespace } from '../lib/i18n.ts';
import es from './es/admin-invoices.json';

export default namespace('admin-invoices', es);
