import { namespace } from '../lib/i18n.ts';
import es from './es/alerts.json';

export default namespace('alerts', es);
