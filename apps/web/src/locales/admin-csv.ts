import { namespace } from '../lib/i18n.ts';
import es from './es/admin-csv.json';

export default namespace('admin-csv', es);
