/** The back office's side of transfer payments (issue 12): check a receipt, confirm or reject it, keep the bank accounts. */
export const adminPayments = {};
