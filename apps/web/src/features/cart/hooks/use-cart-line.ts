import type { CartDetail } from '@store/contracts/cart';
import { useEffect } from 'react';
import { useQuantityDraft } from './use-quantity-draft.ts';
import { useRemoveLine } from './use-remove-line.ts';

/** Tells the page which line's quantity is on its way to the server (checkout waits for them). */
export type SavingChange = (cartdetailid: number, saving: boolean) => void;

/**
 * What every drawing of a cart line does with it (the desktop row, the phone card's single line and its size
 * cells): the quantity being typed and saved, its removal with «Deshacer», and the saving reported to the page.
 */
export function useCartLine(line: CartDetail, onSavingChange: SavingChange) {
  const quantity = useQuantityDraft(line);
  const remove = useRemoveLine(line, quantity.cancel);
  const { cartdetailid } = line;
  useEffect(() => onSavingChange(cartdetailid, quantity.saving), [cartdetailid, quantity.saving, onSavingChange]);
  useEffect(() => () => onSavingChange(cartdetailid, false), [cartdetailid, onSavingChange]);
  return { quantity, remove };
}
