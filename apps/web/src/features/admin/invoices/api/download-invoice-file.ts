import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { download } from '../../../../lib/files.ts';

/** Saves a document's authorised XML (`xml`) or its RIDE (`pdf`) under the server's name. Call it straight from the click. */
export const downloadInvoiceFile = (id: number, format: 'xml' | 'pdf') =>
  download(adminEndpoints.invoices.file, { params: { id, format } });
