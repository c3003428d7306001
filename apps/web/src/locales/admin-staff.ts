import { namespace } from '../lib/i18n.ts';
import es from './es/admin-staff.json';

export default namespace('admin-staff', es);
