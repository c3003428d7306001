import { namespace } from '../lib/i18n.ts';
import es from './es/admin-quotes.json';

export default namespace('admin-quotes', es);
