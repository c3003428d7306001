/** Spanish messages of the payments feature (issue 12). The store's MSG spreads the first object, ADMIN_MSG the second. */
export const PAYMENTS_MSG = {} as const;
export const PAYMENTS_ADMIN_MSG = {} as const;
