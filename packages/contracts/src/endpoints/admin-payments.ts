/** The back office's side of transfer payments (decision 017): check a receipt, confirm or reject it, keep the bank accounts. */
import { z } from 'zod';
import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  adminBankAccountResponse,
  adminBankAccountsResponse,
  adminReceiptsResponse,
  bankAccountBody,
  bankAccountsOrderBody,
  confirmReceiptBody,
  receiptParams,
  receiptReviewedResponse,
  rejectReceiptBody,
} from '../payments.ts';

const access = 'admin';
const tag = 'admin';

const payments = {
  /** an order's payment state and every receipt sent for it, newest first */
  receipts: endpoint({
    method: 'GET',
    path: '/admin/orders/:id/receipts',
    access,
    area: 'payments',
    tag,
    params: idParam,
    responses: { 200: adminReceiptsResponse },
  }),
  download: endpoint({
    method: 'GET',
    path: '/admin/orders/:id/receipts/:receiptId',
    access,
    area: 'payments',
    tag,
    params: receiptParams,
    responses: { 200: z.any().describe('application/pdf, image/jpeg or image/png') },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/admin/orders/:id/receipts/:receiptId/confirm',
    access,
    area: 'payments',
    tag,
    params: receiptParams,
    body: confirmReceiptBody,
    responses: { 200: receiptReviewedResponse },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/admin/orders/:id/receipts/:receiptId/reject',
    access,
    area: 'payments',
    tag,
    params: receiptParams,
    body: rejectReceiptBody,
    responses: { 200: receiptReviewedResponse },
  }),
};

const bankAccounts = {
  list: endpoint({
    method: 'GET',
    path: '/admin/bank-accounts',
    access,
    area: 'settings',
    tag,
    responses: { 200: adminBankAccountsResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/bank-accounts',
    access,
    area: 'settings',
    tag,
    body: bankAccountBody,
    responses: { 201: adminBankAccountResponse },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/bank-accounts/:id',
    access,
    area: 'settings',
    tag,
    params: idParam,
    body: bankAccountBody,
    responses: { 200: adminBankAccountResponse },
  }),
  /** the whole list's order, first to last */
  reorder: endpoint({
    method: 'PUT',
    path: '/admin/bank-accounts/order',
    access,
    area: 'settings',
    tag,
    body: bankAccountsOrderBody,
    responses: { 200: adminBankAccountsResponse.extend({ msg: z.string() }) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/bank-accounts/:id',
    access,
    area: 'settings',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
};

export const adminPayments = { payments, bankAccounts };
