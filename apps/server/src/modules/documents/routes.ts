/**
 * What a distributor downloads (`endpoints.documents`): an order's «Nota de pedido» PDF and the price list
 * (PDF and XLSX, its own prices); and the same note for the back office (`adminEndpoints.orders.pdf`).
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../../lib/route.ts';
import { orderNoteFile } from './order-pdf.ts';
import { PriceListFiles, priceListFilename, priceListPdf, priceListRows, priceListXlsx } from './price-list.ts';

const { documents } = endpoints;

const TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A private file saved under `filename` (an ASCII name: the ones made here are). */
function sendFile(reply: FastifyReply, type: string, filename: string, data: Buffer) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}

const documentRoutes: FastifyPluginAsync = async (app) => {
  const timeZone = app.config.storeTimeZone;

  route(app, documents.orderPdf, async (request, reply) => {
    const note = await orderNoteFile(app.db, request.params.id, request.user!.id, timeZone);
    return sendFile(reply, TYPES.pdf, note.filename, note.data);
  });

  route(app, adminEndpoints.orders.pdf, async (request, reply) => {
    const note = await orderNoteFile(app.db, request.params.id, null, timeZone);
    return sendFile(reply, TYPES.pdf, note.filename, note.data);
  });

  const priceLists = new PriceListFiles(async (format) => {
    const rows = await priceListRows(app.db);
    return format === 'pdf' ? priceListPdf(rows, timeZone) : priceListXlsx(rows, timeZone);
  }, app.config.catalogCacheTtlMs);
  // A product, price or colour edited here: the next download is built again.
  app.catalogCache.onClear(() => priceLists.clear());

  route(app, documents.priceList, async (request, reply) => {
    const { format } = request.params;
    return sendFile(reply, TYPES[format], priceListFilename(format, timeZone), await priceLists.get(format));
  });
};
export default documentRoutes;
