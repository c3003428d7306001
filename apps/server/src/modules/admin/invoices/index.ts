/**
 * The back office's «Facturas» (decision 039): every electronic document with its state and the SRI's messages,
 * its files, «Reintentar», «Reenviar correo», «Emitir factura» on an approved order, and the certificate's dates.
 */
export { default as invoiceAdminRoutes } from './routes.ts';
