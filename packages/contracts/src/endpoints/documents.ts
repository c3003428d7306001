/** Documents a distributor downloads (issue 12): an order's PDF note and the price list (PDF, XLSX). */
export const documents = {};
