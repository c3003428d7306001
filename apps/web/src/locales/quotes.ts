import { namespace } from '../lib/i18n.ts';
import es from './es/quotes.json';

export default namespace('quotes', es);
