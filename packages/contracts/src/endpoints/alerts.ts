/** Stock alerts (issue 12): "Avísame cuando haya stock", the distributor's open alerts. */
export const alerts = {};
