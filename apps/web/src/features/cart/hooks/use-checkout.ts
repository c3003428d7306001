import { paths } from '@store/contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { myBranchesKey } from '../../../lib/query-keys.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/toast.ts';
import cartMessages from '../../../locales/cart.ts';
import { cartKey } from '../api/get-cart.ts';
import { usePlaceOrder } from '../api/place-order.ts';

/**
 * A refusal at checkout (stock that changed, a credit limit passed) is a sentence or two the buyer has to act on:
 * it stays three times as long as a toast, enough to read it whole.
 */
export const REFUSAL_TOAST_MS = 12_000;

/** The server said why, or there was no connection at all: either is worth telling as it is. */
const hasServerMessage = (error: unknown): error is ApiError =>
  isNetworkError(error) || (error instanceof ApiError && typeof (error.body as { msg?: unknown } | undefined)?.msg === 'string');

/**
 * Placing an order (docs/product.md §4), all of it here: the cart becomes an order (its e-mails are queued with it
 * on the server, whatever the browser does next), the cart is reloaded and the buyer lands on the new order (its
 * own address, with the bank details to pay it), over the orders list so that going back closes it.
 */
export function useCheckout() {
  const { t } = useTranslation(cartMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const [busy, setBusy] = useState(false);
  const [placedOrder, setPlacedOrder] = useState<number | null>(null);

  const reloadCart = () => queryClient.invalidateQueries({ queryKey: cartKey });

  async function placeOrder(discountcode: string | null, branchid?: number): Promise<boolean> {
    setBusy(true);
    try {
      let placed: Awaited<ReturnType<typeof place.mutateAsync>>;
      try {
        placed = await place.mutateAsync({ discountcode, branchid });
      } catch (error) {
        if (hasServerMessage(error)) notify.error(error, REFUSAL_TOAST_MS);
        else toast.error(t('checkout.unexpected'));
        // The refusal may come from stock that changed (the lines show what is left now) or a branch gone.
        await Promise.all([reloadCart(), queryClient.invalidateQueries({ queryKey: myBranchesKey })]);
        return false;
      }
      notify.success(placed.msg);
      setPlacedOrder(placed.saleid);
      await reloadCart();
      // The emptied cart gives way to the orders list, and the new order opens over it (the state says so).
      await navigate(paths.orders, { replace: true });
      await navigate(paths.order(placed.saleid), { state: { overList: true } });
      return true;
    } catch {
      toast.error(t('checkout.unexpected'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { placeOrder, busy, placedOrder };
}
