/** The store's endpoint tables, one per domain, gathered as the namespace `endpoints` of ./store.ts. */
export { alerts } from './alerts.ts';
export { auth } from './auth.ts';
export { branches } from './branches.ts';
export { buying } from './buying.ts';
export { cart } from './cart.ts';
export { catalog } from './catalog.ts';
export { company } from './company.ts';
export { content } from './content.ts';
export { documents } from './documents.ts';
export { health } from './health.ts';
export { payments } from './payments.ts';
export { quotes } from './quotes.ts';
export { sales } from './sales.ts';
export { users } from './users.ts';
