import { endpoints } from '@store/contracts/endpoints/store';
import { download } from '../../../lib/files.ts';

/** Saves the order's authorised factura: its XML as the SRI authorised it, or its RIDE (PDF). Call it straight from the click. */
export const downloadInvoice = (orderId: number, format: 'xml' | 'pdf') =>
  format === 'xml'
    ? download(endpoints.documents.invoiceXml, { params: { id: orderId } })
    : download(endpoints.documents.invoicePdf, { params: { id: orderId } });
