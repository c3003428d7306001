import { namespace } from '../lib/i18n.ts';
import es from './es/auth.json';

export default namespace('auth', es);
