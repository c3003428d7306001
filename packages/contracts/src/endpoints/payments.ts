/** Paying an order by transfer (decision 017): the store's bank accounts, the distributor's receipts. */
import { z } from 'zod';
import { idParam } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { bankAccountsResponse, orderReceiptsResponse, receiptParams, receiptSentResponse } from '../payments.ts';

const tag = 'payments';

export const payments = {
  /** the active accounts, in the staff's order */
  bankAccounts: endpoint({
    method: 'GET',
    path: '/payments/bank_accounts',
    access: 'buyer',
    tag,
    responses: { 200: bankAccountsResponse },
  }),
  /** one of the caller's orders: its payment state and the receipts sent, newest first */
  receipts: endpoint({
    method: 'GET',
    path: '/sale/:id/receipts',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: orderReceiptsResponse },
  }),
  /** «Subir comprobante»: a form with one file, `receipt` (PDF, JPG or PNG, by content) */
  upload: endpoint({
    method: 'POST',
    path: '/sale/:id/receipts',
    access: 'orderer',
    tag,
    params: idParam,
    body: 'multipart',
    responses: { 201: receiptSentResponse },
  }),
  /** one receipt's file, to its owner only: a file, not JSON */
  download: endpoint({
    method: 'GET',
    path: '/sale/:id/receipts/:receiptId',
    access: 'buyer',
    tag,
    params: receiptParams,
    responses: { 200: z.any().describe('application/pdf, image/jpeg or image/png') },
  }),
};
