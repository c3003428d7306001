import { namespace } from '../lib/i18n.ts';
import es from './es/account.json';

export default namespace('account', es);
