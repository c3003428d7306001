/**
 * The back office's calls for an order's transfer payment: its receipts, and confirming or rejecting one
 * (the order, the lists and the dashboard's count are read again after either).
 */

import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { RejectReceiptBody } from '@store/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';
import { ordersKey } from './api.ts';

const { payments } = adminEndpoints;

const receiptsKey = (orderId: number) => [...ordersKey, 'receipts', orderId] as const;

export function useOrderReceipts(orderId: number) {
  return useQuery({ queryKey: receiptsKey(orderId), queryFn: () => call(payments.receipts, { params: { id: orderId } }) });
}

type Review = { receiptId: number } & ({ kind: 'confirm'; approve: boolean } | ({ kind: 'reject' } & RejectReceiptBody));

export function useReviewReceipt(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: Review) =>
      r.kind === 'confirm'
        ? call(payments.confirm, { params: { id: orderId, receiptId: r.receiptId }, body: { approve: r.approve } })
        : call(payments.reject, { params: { id: orderId, receiptId: r.receiptId }, body: { reason: r.reason } }),
    onSuccess: (data) => {
      queryClient.setQueryData(receiptsKey(orderId), { ok: true, paymentStatus: data.paymentStatus, receipts: data.receipts });
      // the order's payment state (and its status, when approved) and history changed
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}
