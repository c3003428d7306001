/** Spanish messages of the back office's order desk: the cancel's reason. ADMIN_MSG spreads them. */
export const ORDERS_ADMIN_MSG = {
  cancelReasonRequired: 'Escriba el motivo de la cancelación: el distribuidor lo recibirá por correo',
} as const;
