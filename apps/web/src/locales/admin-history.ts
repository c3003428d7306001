import { namespace } from '../lib/i18n.ts';
import es from './es/admin-history.json';

export default namespace('admin-history', es);
