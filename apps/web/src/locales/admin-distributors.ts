import { namespace } from '../lib/i18n.ts';
import es from './es/admin-distributors.json';

export default namespace('admin-distributors', es);
