/**
 * The back office's side of an order's transfer payment (`adminEndpoints.payments`), beside the order's
 * moves because confirming a payment may approve the order: its receipts, each file, confirm and reject.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { sendPrivateFile } from '../../../lib/private-file.ts';
import { route } from '../../../lib/route.ts';
import { orderReceipts, receiptFile, reviewReceipt } from './payment-review.ts';

const { payments } = adminEndpoints;

const orderPaymentRoutes: FastifyPluginAsync = async (app) => {
  route(app, payments.receipts, async (request) => orderReceipts(app.db, request.params.id));

  route(app, payments.download, async (request, reply) =>
    sendPrivateFile(
      reply,
      await receiptFile({ db: app.db, storage: app.storage, log: request.log }, request.params.id, request.params.receiptId),
    ),
  );

  route(
    app,
    payments.confirm,
    async (request) => ({
      ...(await reviewReceipt(
        app.servicesFor(request),
        request.params.id,
        request.params.receiptId,
        { kind: 'confirm', approve: request.body.approve },
        request.user.id,
      )),
    }),
    { history: 'own' },
  );

  route(
    app,
    payments.reject,
    async (request) => ({
      ...(await reviewReceipt(
        app.servicesFor(request),
        request.params.id,
        request.params.receiptId,
        { kind: 'reject', reason: request.body.reason },
        request.user.id,
      )),
    }),
    { history: 'own' },
  );
};
export default orderPaymentRoutes;
