import { namespace } from '../lib/i18n.ts';
import es from './es/admin-mail.json';

export default namespace('admin-mail', es);
