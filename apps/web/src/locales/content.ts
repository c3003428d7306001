import { namespace } from '../lib/i18n.ts';
import es from './es/content.json';

export default namespace('content', es);
