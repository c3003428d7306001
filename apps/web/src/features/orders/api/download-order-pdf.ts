import { endpoints } from '@store/contracts/endpoints/store';
import { download } from '../../../lib/files.ts';

/** Saves one of the distributor's orders as its «Nota de pedido» PDF. Call it straight from the click. */
export const downloadOrderPdf = (id: number) => download(endpoints.documents.orderPdf, { params: { id } });
