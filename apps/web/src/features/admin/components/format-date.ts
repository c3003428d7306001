// The back office's dates are the store's (lib/store-time.ts): one formatter and one zone for every page.
export { formatDate, formatDateTime } from '../../../lib/store-time.ts';
