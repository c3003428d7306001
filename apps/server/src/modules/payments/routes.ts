/**
 * Paying by transfer (`endpoints.payments`): the store's bank accounts and the distributor's receipts
 * (private files: only their owner and the staff read them).
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { route } from '../../lib/route.ts';
import { activeBankAccounts } from './bank-accounts.ts';
import { readReceiptForm } from './receipt-form.ts';
import { myOrderReceipts, myReceiptFile, sendReceipt } from './service.ts';

const { payments } = endpoints;

const paymentRoutes: FastifyPluginAsync = async (app) => {
  route(app, payments.bankAccounts, async () => ({ accounts: await activeBankAccounts(app.db) }));

  route(app, payments.receipts, async (request) => myOrderReceipts(app.db, request.user, request.params.id));

  route(
    app,
    payments.upload,
    async (request) => {
      const file = await readReceiptForm(request);
      return { msg: MSG.receiptSent, ...(await sendReceipt(app.servicesFor(request), request.user, request.params.id, file)) };
    },
    { config: app.config.formRateLimit },
  );

  route(app, payments.download, async (request, reply) => {
    const file = await myReceiptFile(
      { db: app.db, storage: app.storage, log: request.log },
      request.user,
      request.params.id,
      request.params.receiptId,
    );
    return sendPrivateFile(reply, file);
  });
};
export default paymentRoutes;
