import { namespace } from '../lib/i18n.ts';
import es from './es/home.json';

export default namespace('home', es);
