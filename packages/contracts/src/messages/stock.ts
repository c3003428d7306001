/**
 * What a quantity asked of the stock may be told (decision 007), apart from the rest of MSG so the catalogue's
 * cards, which check stock, do not carry every message of the store. MSG spreads it.
 */
export const STOCK_MSG = {
  selectQuantity: 'Debe seleccionar una cantidad',
  quantityPositive: 'La cantidad solicitada debe ser mayor a 0',
  quantityOverStock: 'La cantidad solicitada es mayor al stock disponible',
  unitsMultiple: 'Este producto se vende por caja (12 pares) o media caja (6 pares): la cantidad debe ser múltiplo de 6',
  notEnoughStock: 'No hay suficiente stock',
} as const;
