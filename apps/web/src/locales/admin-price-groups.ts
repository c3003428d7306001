import { namespace } from '../lib/i18n.ts';
import es from './es/admin-price-groups.json';

export default namespace('admin-price-groups', es);
