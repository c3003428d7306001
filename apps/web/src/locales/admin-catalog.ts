import { namespace } from '../lib/i18n.ts';
import es from './es/admin-catalog.json';

export default namespace('admin-catalog', es);
