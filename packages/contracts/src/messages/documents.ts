/** Spanish messages of the documents feature (issue 12). The store's MSG spreads the first object, ADMIN_MSG the second. */
export const DOCUMENTS_MSG = {} as const;
export const DOCUMENTS_ADMIN_MSG = {} as const;
