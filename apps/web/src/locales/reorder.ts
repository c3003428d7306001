import { namespace } from '../lib/i18n.ts';
import es from './es/reorder.json';

export default namespace('reorder', es);
