/**
 * Electronic invoices (decision 039): an order's factura and nota de crédito, signed and taken to the SRI's
 * verdict by a durable job; a stand-in of the SRI's services and a test certificate for trying it on one machine.
 */
export { type DocumentOrder, facturaXml, notaCreditoXml, type SriIssuer } from './document-xml.ts';
export { queueInvoiceMail } from './invoice-mail.ts';
export { invoiceOrderMove, invoicingPlugin } from './plugin.ts';
export { default as invoiceRoutes } from './routes.ts';
export {
  documentFile,
  type InvoiceFormat,
  type Invoicing,
  issueDocument,
  orderInvoices,
  retryDocument,
} from './service.ts';
export { CertificateError, openCertificate, signDocument } from './signature.ts';
export { type SriStandIn, startSriStandIn } from './sri-stand-in.ts';
export { awkwardTestFactura, makeTestCertificate, TEST_ISSUER } from './test-certificate.ts';
