/**
 * Paying by transfer: the store's bank accounts a distributor pays into and the distributor's receipts (private
 * files only their owner and the staff read). The staff review receipts in modules/admin/orders.
 */
export { activeBankAccounts, type BankAccount } from './bank-accounts.ts';
export { readReceipt, receiptView } from './receipts.ts';
export { default as paymentRoutes } from './routes.ts';
