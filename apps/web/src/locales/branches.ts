import { namespace } from '../lib/i18n.ts';
import es from './es/branches.json';

export default namespace('branches', es);
