import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { RejectReceiptBody } from '@store/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminDashboardKey, adminOrdersKey } from '../../../../lib/query-keys.ts';
import { orderReceiptsKey } from './get-order-receipts.ts';

const { payments } = adminEndpoints;

type Review = { receiptId: number } & ({ kind: 'confirm'; approve: boolean } | ({ kind: 'reject' } & RejectReceiptBody));

/** Confirms or rejects a receipt; the order, the lists and the dashboard's count are read again after either. */
export function useReviewReceipt(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: Review) =>
      r.kind === 'confirm'
        ? call(payments.confirm, { params: { id: orderId, receiptId: r.receiptId }, body: { approve: r.approve } })
        : call(payments.reject, { params: { id: orderId, receiptId: r.receiptId }, body: { reason: r.reason } }),
    onSuccess: (data) => {
      queryClient.setQueryData(orderReceiptsKey(orderId), { ok: true, paymentStatus: data.paymentStatus, receipts: data.receipts });
      // the order's payment state (and its status, when approved) and history changed
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKey });
    },
  });
}
