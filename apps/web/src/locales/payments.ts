import { namespace } from '../lib/i18n.ts';
import es from './es/payments.json';

export default namespace('payments', es);
