/** Spanish messages of the payments feature (decision 017). The store's MSG spreads the first object, ADMIN_MSG the second. */
export const PAYMENTS_MSG = {
  receiptRequired: 'Adjunte el comprobante de la transferencia (PDF, JPG o PNG)',
  receiptOneFile: 'Suba un solo comprobante a la vez',
  receiptNotAccepted: 'El comprobante debe ser un archivo PDF, JPG o PNG',
  receiptTooBig: 'El comprobante no puede pesar más de 10 MB',
  receiptSent: 'Recibimos su comprobante. Le avisaremos por correo cuando revisemos el pago.',
  receiptOrderCanceled: 'Esta orden fue cancelada: no necesita enviar un comprobante',
  receiptAlreadyConfirmed: 'El pago de esta orden ya fue confirmado',
  receiptAlreadyWaiting: 'Ya tenemos un comprobante de esta orden en revisión. Espere nuestra respuesta antes de enviar otro.',
  receiptNotFound: 'El comprobante no existe',
} as const;

export const PAYMENTS_ADMIN_MSG = {
  receiptNotWaiting: (label: string) => `Este comprobante ya fue revisado («${label}»): no se puede revisar otra vez`,
  receiptApproveRefused: (label: string) =>
    `La orden está en «${label}»: solo una orden en «Orden Recibida» se aprueba al confirmar el pago`,
  paymentConfirmed: (id: number) => `Pago de la orden #${id} confirmado. Le avisamos al distribuidor por correo.`,
  paymentConfirmedApproved: (id: number) => `Pago de la orden #${id} confirmado y orden aprobada. Le avisamos al distribuidor por correo.`,
  receiptRejected: (id: number) => `Comprobante de la orden #${id} rechazado. Le avisamos al distribuidor por correo.`,
  paymentOrderCanceled: 'La orden está cancelada: no se puede confirmar su pago. Si corresponde, rechace el comprobante con el motivo.',
  orderPaymentInvalid: 'Elija un estado de pago válido: Pago pendiente, Comprobante enviado, Pago confirmado o Comprobante rechazado',
  receiptReasonRequired: 'Escriba el motivo del rechazo: el distribuidor lo leerá',
  bankRequired: 'El nombre del banco es obligatorio (máximo 80 caracteres)',
  bankAccountTypeInvalid: 'Elija el tipo de cuenta: Ahorros o Corriente',
  bankAccountNumberInvalid: 'El número de cuenta debe tener de 5 a 20 dígitos',
  bankHolderRequired: 'El titular de la cuenta es obligatorio (máximo 120 caracteres)',
  bankRucInvalid: 'Ingrese un RUC válido de 13 dígitos',
  bankAccountCreated: 'Cuenta bancaria agregada',
  bankAccountUpdated: 'Cuenta bancaria actualizada',
  bankAccountDeleted: 'Cuenta bancaria eliminada',
  bankAccountsReordered: 'Orden de las cuentas guardado',
  bankAccountsOrderStale: 'La lista de cuentas cambió mientras la ordenaba: recargue la página e intente de nuevo',
  bankAccountNotFound: 'La cuenta bancaria no existe',
  bankAccountTaken: 'Ya existe una cuenta con ese banco y número',
} as const;
