/** Spanish messages of the alerts feature (decision 019). The store's MSG spreads it. */
export const ALERTS_MSG = {
  /** a new alert, and the same answer when the distributor presses again (the open alert is kept) */
  alertCreated: 'Le avisaremos por correo cuando haya stock',
  alertInStock: 'Este producto tiene stock: puede agregarlo al carrito ahora',
  alertNotFound: 'El aviso no existe',
  alertRemoved: 'Aviso eliminado',
  alertsTooMany: 'Ya tiene 100 avisos abiertos. Elimine alguno en «Mis avisos» para pedir otro.',
} as const;
