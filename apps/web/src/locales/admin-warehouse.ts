import { namespace } from '../lib/i18n.ts';
import es from './es/admin-warehouse.json';

export default namespace('admin-warehouse', es);
