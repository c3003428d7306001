import { namespace } from '../lib/i18n.ts';
import es from './es/admin-payments.json';

export default namespace('admin-payments', es);
