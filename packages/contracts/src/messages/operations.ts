/** Spanish messages of the operations endpoints (decision 025): the metrics' token. The store's MSG spreads it. */
export const OPERATIONS_MSG = {
  metricsUnauthorized: 'Las métricas requieren el token de METRICS_TOKEN en la cabecera Authorization: Bearer.',
} as const;
