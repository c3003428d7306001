import { namespace } from '../lib/i18n.ts';
import es from './es/admin.json';

export default namespace('admin', es);
