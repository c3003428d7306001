import type { AdminOrderDetail } from '@store/contracts/admin-orders';

/** The order's transfer payment in the back office: its receipts, «Confirmar pago», «Rechazar comprobante» (issue 12). */
export function OrderPayment(_props: { order: AdminOrderDetail }) {
  return null;
}
