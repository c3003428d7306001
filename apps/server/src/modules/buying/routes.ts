/**
 * A distributor's buying tools (`endpoints.buying`): reorder a past order, the quick order, several cart lines
 * in one request (the size curve).
 */
import { MSG, parseQuickOrder, parseQuickRows } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { addLines } from './add-lines.ts';
import { buyerLines, reviewQuickOrder } from './quick-order.ts';
import { readQuickOrderFile } from './quick-order-file.ts';
import { reorder } from './reorder.ts';

const { buying } = endpoints;

const buyingRoutes: FastifyPluginAsync = async (app) => {
  route(app, buying.addLines, async (request) => {
    const added = await addLines(app.db, request.user.id, request.body.lines);
    return { msg: MSG.linesAdded(added), added };
  });

  route(app, buying.reorder, async (request) => reorder(app.db, request.user, request.params.id));

  route(app, buying.quickOrderReview, async (request) =>
    reviewQuickOrder(app.db, await buyerLines(app.db, request.user.id), parseQuickOrder(request.body.text)),
  );

  route(app, buying.quickOrderReviewFile, async (request) => {
    const rows = await readQuickOrderFile(request);
    const review = await reviewQuickOrder(app.db, await buyerLines(app.db, request.user.id), parseQuickRows(rows));
    // the rows as text, one per line, so that the line numbers of the review point into the box
    return { ...review, text: rows.map((cells) => cells.join('\t').trimEnd()).join('\n') };
  });
};
export default buyingRoutes;
