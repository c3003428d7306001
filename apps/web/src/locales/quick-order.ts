import { namespace } from '../lib/i18n.ts';
import es from './es/quick-order.json';

export default namespace('quick-order', es);
