/** Spanish messages of the search feature (decision 020). The store's MSG spreads it. */
export const SEARCH_MSG = {
  filterRepeated: 'Escriba los valores de un filtro separados por comas, en un solo parámetro (brandid=3,7)',
  filterTooMany: 'Un filtro admite como máximo 50 valores',
} as const;
