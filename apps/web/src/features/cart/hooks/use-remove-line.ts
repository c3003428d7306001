import type { CartDetail } from '@store/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import cartMessages from '../../../locales/cart.ts';
import { addToCart } from '../api/add-to-cart.ts';
import { cartKey } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';

/**
 * Removing a cart line with a way back: the toast that says it was removed offers «Deshacer», which puts the
 * same variant, size and quantity back (checked again by the server: stock may have gone meanwhile).
 */
export function useRemoveLine(line: CartDetail, beforeRemove: () => void) {
  const { t } = useTranslation(cartMessages);
  const queryClient = useQueryClient();
  const remove = useRemoveFromCart();
  const body = { prodvarid: line.cart_product.prodvarid, quantity: line.quantity, sizeid: line.size?.sizeid ?? null };
  const undo = () =>
    addToCart(body)
      .then(() => notify.success(t('line.restored', { name: line.cart_product.product.name })), notify.error)
      .finally(() => queryClient.invalidateQueries({ queryKey: cartKey }));
  const run = () => {
    beforeRemove();
    // mutateAsync: the line's row is gone once the cart reloads, and the toast must still come
    remove.mutateAsync(line.cartdetailid).then((response) => notify.undoable(response.msg, t('line.undo'), undo), notify.error);
  };
  return { run, pending: remove.isPending };
}
