/**
 * What a distributor downloads (`endpoints.documents`): an order's «Nota de pedido» PDF and the price list
 * (PDF and XLSX, its own prices). The back office's copy of the note is served by modules/admin/orders.
 */
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { route } from '../../lib/route.ts';
import { buyerList } from '../pricing/index.ts';
import { orderNoteFile } from './order-pdf.ts';
import { PriceListFiles, priceListAudience, priceListFilename, priceListPdf, priceListRows, priceListXlsx } from './price-list.ts';

const { documents } = endpoints;

const TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const documentRoutes: FastifyPluginAsync = async (app) => {
  const timeZone = app.config.storeTimeZone;

  route(app, documents.orderPdf, async (request, reply) => {
    const note = await orderNoteFile(app.db, request.params.id, request.user, timeZone);
    return sendPrivateFile(reply, note, 'attachment');
  });

  const priceLists = new PriceListFiles(async (format, list, audience) => {
    const rows = await priceListRows(app.db, list);
    return format === 'pdf' ? priceListPdf(rows, timeZone, audience) : priceListXlsx(rows, timeZone);
  }, app.config.catalogCacheTtlMs);
  // A product, price or colour edited here: the next download is built again.
  app.catalogCache.onChange((event) => event.kind === 'catalog' && priceLists.clear());

  route(app, documents.priceList, async (request, reply) => {
    const { format } = request.params;
    const list = await buyerList(app.db, request.user.id);
    const file = {
      data: await priceLists.get(format, list, await priceListAudience(app.db, request.user.id, list)),
      mime: TYPES[format],
      filename: priceListFilename(format, timeZone),
    };
    return sendPrivateFile(reply, file, 'attachment');
  });
};
export default documentRoutes;
