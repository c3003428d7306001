/** Spanish messages of electronic invoicing (decision 039). The store's MSG spreads the first object, ADMIN_MSG the second. */

export const INVOICES_MSG = {
  invoiceNotAuthorized: 'La factura de esta orden aún no está autorizada por el SRI',
} as const;

export const INVOICES_ADMIN_MSG = {
  invoicingOff: 'La facturación electrónica no está activada: configure el certificado del SRI (SRI_CERT_PATH)',
  invoiceNotFound: 'El comprobante no existe',
  invoiceStateInvalid: 'Elija un estado válido: Pendiente, Enviada, Autorizada, Devuelta, No autorizada o Anulada por nota de crédito',
  invoiceFormatInvalid: 'El comprobante se descarga en XML o en PDF (RIDE)',
  invoiceFileNotReady: 'El comprobante aún no está autorizado por el SRI: no tiene XML autorizado ni RIDE',
  invoiceNotRetriable: 'Este comprobante ya está autorizado o anulado: no se reintenta',
  invoiceRetried: 'Comprobante enviado de nuevo al SRI',
  invoiceMailQueued: 'El correo con la factura se enviará en unos segundos',
  invoiceIssued: 'Factura emitida: se está enviando al SRI',
  invoiceAlreadyIssued: 'Esta orden ya tiene su factura',
  invoiceOrderNotApproved: 'Solo se emite la factura de una orden aprobada (Orden Aprobada o más adelante, no cancelada)',
} as const;
