import { namespace } from '../lib/i18n.ts';
import es from './es/catalog.json';

export default namespace('catalog', es);
