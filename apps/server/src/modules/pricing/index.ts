/**
 * Every price a distributor sees is its price group's: which list is in effect for a group, and the catalogue,
 * cart, order and price-list prices repriced by it. The staff edit the lists in modules/admin/price-lists.
 */
export { buyerList, companyList, type ListInEffect, PriceListIndex, type Repricer, withGroupPrices } from './price-book.ts';
export { pricingPlugin } from './pricing-plugin.ts';
