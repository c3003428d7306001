/**
 * The whole contracts package in one import (`@store/contracts`): every resource's schemas, messages and
 * rules, with zod's own messages set to Spanish. A file may also be imported alone (`@store/contracts/cart`).
 */
export * from './admin-catalog.ts';
export * from './admin-csv.ts';
export * from './admin-distributors.ts';
export * from './admin-messages.ts';
export * from './admin-orders.ts';
export * from './admin-products.ts';
export * from './admin-quotes.ts';
export * from './alerts.ts';
export * from './auth.ts';
export * from './buying.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './catalog-lookups.ts';
export * from './common.ts';
export * from './company.ts';
export * from './constants.ts';
export * from './contact.ts';
export * from './credit.ts';
export * from './dashboard-charts.ts';
export * from './documents.ts';
export * from './e-invoice.ts';
export * from './ecuador-id.ts';
export * from './endpoint.ts';
export * from './history.ts';
export * from './id.ts';
export * from './locations.ts';
export * from './messages.ts';
export * from './order-flow.ts';
export * from './payments.ts';
export * from './price-lists.ts';
export * from './pricing.ts';
export * from './quick-order.ts';
export * from './quotes.ts';
export * from './sale.ts';
export * from './selling-unit.ts';
export * from './staff.ts';
export * from './staff-roles.ts';
export * from './stock.ts';
export * from './store-profile.ts';
export * from './store-time.ts';
export * from './user.ts';
export * from './warehouse.ts';

import { z } from 'zod';

// Messages zod writes itself (a wrong type, an unknown enum value) read in Spanish too.
z.config(z.locales.es());
