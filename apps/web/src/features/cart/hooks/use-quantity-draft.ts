import type { CartDetail } from '@store/contracts/cart';
import { HALF_BOX_UNITS, type StockType } from '@store/contracts/constants';
import { MSG } from '@store/contracts/messages';
import { cartQuantityError, quantityStep as pickerStep } from '@store/contracts/stock';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.ts';

/** Cart quantity edits go to the server after this much quiet (docs/product.md §4 and §9). */
export const QUANTITY_DEBOUNCE_MS = 1200;

/** In the cart, UNITS lines change by half boxes; the rest by one. */
export const quantityStep = (stockType: StockType) => pickerStep(stockType, HALF_BOX_UNITS);

/** Why a typed quantity cannot be sent, in the server's own words; null when it can. */
export function quantityDraftError(draft: string, line: CartDetail): string | null {
  const quantity = Number(draft);
  if (draft.trim() === '' || !Number.isInteger(quantity)) return MSG.quantityPositive;
  return cartQuantityError(line.cart_product.product.stocktype, quantity, line.available);
}

/**
 * The quantity a distributor is typing on one cart line. A valid change is sent once typing pauses
 * for 1200 ms; one that cannot be sent is said as a toast after the same pause (docs/product.md §8); a refused
 * change shows the server's message and puts the saved quantity back.
 */
export function useQuantityDraft(line: CartDetail) {
  const update = useUpdateCartQuantity();
  const [draft, setDraft] = useState(String(line.quantity));
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tell = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useRef<(() => void) | undefined>(undefined);
  const saved = useRef(line.quantity);

  useEffect(() => {
    saved.current = line.quantity;
    if (!timer.current) setDraft(String(line.quantity));
  }, [line.quantity]);

  // Leaving the page inside the quiet time still saves the last edit.
  useEffect(
    () => () => {
      clearTimeout(tell.current);
      if (timer.current) {
        clearTimeout(timer.current);
        flush.current?.();
      }
    },
    [],
  );

  const cancel = () => {
    clearTimeout(tell.current);
    clearTimeout(timer.current);
    timer.current = undefined;
    flush.current = undefined;
    setWaiting(false);
  };

  const send = (quantity: number) =>
    update.mutate(
      { cartdetailid: line.cartdetailid, quantity },
      {
        onSuccess: (response) => notify.success(response.msg),
        onError: (error) => {
          notify.error(error);
          if (!timer.current) setDraft(String(saved.current));
        },
      },
    );

  const change = (value: string) => {
    cancel();
    setDraft(value);
    const quantity = Number(value);
    const error = quantityDraftError(value, line);
    // An emptied field is someone about to type: leaving it says what is wrong (settle).
    if (error !== null && value.trim() !== '') tell.current = setTimeout(() => notify.error(new Error(error)), QUANTITY_DEBOUNCE_MS);
    if (error !== null || quantity === saved.current) return;
    flush.current = () => send(quantity);
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      flush.current = undefined;
      setWaiting(false);
      send(quantity);
    }, QUANTITY_DEBOUNCE_MS);
  };

  /** Leaving the field with a quantity that cannot be sent says why and shows the saved one again. */
  const settle = () => {
    clearTimeout(tell.current);
    const error = quantityDraftError(draft, line);
    if (error === null || timer.current || draft === String(saved.current)) return;
    notify.error(new Error(error));
    setDraft(String(saved.current));
  };

  return { draft, change, cancel, settle, saving: waiting || update.isPending, error: quantityDraftError(draft, line) };
}
