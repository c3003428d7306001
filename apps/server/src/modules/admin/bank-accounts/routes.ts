/**
 * The store's bank accounts in the back office (`adminEndpoints.bankAccounts`): list, add, change, order,
 * switch off and delete the accounts distributors pay into. The receipts' review is in ../orders/payments.ts.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import { createBankAccount, deleteBankAccount, listBankAccounts, reorderBankAccounts, updateBankAccount } from './bank-accounts.ts';

const { bankAccounts } = adminEndpoints;

const adminPaymentRoutes: FastifyPluginAsync = async (app) => {
  route(app, bankAccounts.list, async () => ({ accounts: await listBankAccounts(app.db) }));

  route(
    app,
    bankAccounts.create,
    async (request) => ({
      msg: ADMIN_MSG.bankAccountCreated,
      account: await createBankAccount(app.db, request.body),
    }),
    { history: { entity: 'settings', what: 'la cuenta bancaria' } },
  );

  route(
    app,
    bankAccounts.update,
    async (request) => ({
      msg: ADMIN_MSG.bankAccountUpdated,
      account: await updateBankAccount(app.db, request.params.id, request.body),
    }),
    { history: { entity: 'settings', what: 'la cuenta bancaria' } },
  );

  route(
    app,
    bankAccounts.reorder,
    async (request) => ({
      msg: ADMIN_MSG.bankAccountsReordered,
      accounts: await reorderBankAccounts(app.db, request.body.ids),
    }),
    { history: { entity: 'settings', what: 'las cuentas bancarias', action: 'Reordenó las cuentas bancarias' } },
  );

  route(
    app,
    bankAccounts.remove,
    async (request) => {
      await deleteBankAccount(app.db, request.params.id);
      return { msg: ADMIN_MSG.bankAccountDeleted };
    },
    { history: { entity: 'settings', what: 'la cuenta bancaria' } },
  );
};
export default adminPaymentRoutes;
