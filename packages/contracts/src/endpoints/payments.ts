/** Paying an order by bank transfer (issue 12): the store's bank accounts, the distributor's receipts. */
export const payments = {};
