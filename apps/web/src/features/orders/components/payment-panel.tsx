import type { SaleDetail } from '@store/contracts/sale';

/** Paying an order by transfer: the store's bank accounts, the payment state and «Subir comprobante» (issue 12). */
export function PaymentPanel(_props: { order: SaleDetail }) {
  return null;
}
