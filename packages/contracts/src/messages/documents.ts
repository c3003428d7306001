/** Spanish messages of the documents feature (decision 016). The store's MSG spreads the first object, ADMIN_MSG the second. */
import { CARRIER_MAX, TRACKING_NUMBER_MAX } from '../constants.ts';

export const DOCUMENTS_MSG = {
  priceListFormatInvalid: 'La lista de precios se descarga en PDF o en Excel (xlsx)',
} as const;

export const DOCUMENTS_ADMIN_MSG = {
  carrierTooLong: `El transportista admite hasta ${CARRIER_MAX} caracteres`,
  trackingNumberTooLong: `El número de guía admite hasta ${TRACKING_NUMBER_MAX} caracteres`,
  trackingInvalid: 'Escriba el transportista y el número de guía como texto',
} as const;
