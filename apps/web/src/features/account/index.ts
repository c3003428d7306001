/** The account's public surface: what another feature may use of it (the product page knows the open stock alerts). */

/** the distributor's branches: checkout asks which one an order goes to */
export { useBranches } from './api/get-branches.ts';
export { useMyAlerts } from './api/get-my-alerts.ts';
/** the distributor's credit: the cart says what is available before the order is placed */
export { useMyCredit } from './api/get-my-credit.ts';
