/** Spanish messages of the search feature (issue 12). The store's MSG spreads the first object, ADMIN_MSG the second. */
export const SEARCH_MSG = {} as const;
export const SEARCH_ADMIN_MSG = {} as const;
