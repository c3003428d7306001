/** Spanish messages of the buying feature (issue 12). The store's MSG spreads the first object, ADMIN_MSG the second. */
export const BUYING_MSG = {} as const;
export const BUYING_ADMIN_MSG = {} as const;
