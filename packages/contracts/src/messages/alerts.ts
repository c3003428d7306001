/** Spanish messages of the alerts feature (issue 12). The store's MSG spreads the first object, ADMIN_MSG the second. */
export const ALERTS_MSG = {} as const;
export const ALERTS_ADMIN_MSG = {} as const;
