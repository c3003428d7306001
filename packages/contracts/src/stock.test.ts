import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  addToCartError,
  cartQuantityError,
  increaseQuantity,
  isBoxInStock,
  isBuyable,
  isVariantAvailable,
  quantityCap,
  quantityStep,
} from './stock.ts';

describe('stock rules (docs/product.md §5, 9)', () => {
  it('shows a variant from 6 pairs on its first stock entry; a box of 12 is enough', () => {
    const units = { stocktype: 'UNITS', units_per_box: 12 } as const;
    expect(isVariantAvailable({ product_stock: [{ quantity: 5 }] }, units)).toBe(false);
    expect(isVariantAvailable({ product_stock: [{ quantity: 6 }] }, units)).toBe(true);
    expect(isVariantAvailable({ product_stock: [] }, units)).toBe(false);
    const boxes = { stocktype: 'BOXES', units_per_box: 12 } as const;
    expect(isVariantAvailable({ product_stock: [{ quantity: 1 }] }, boxes)).toBe(true);
    expect(isVariantAvailable({ product_stock: [{ quantity: 0 }] }, boxes)).toBe(false);
    expect(isVariantAvailable({ product_stock: [{ quantity: 1 }] }, { stocktype: 'BOXES', units_per_box: 4 })).toBe(false);
  });

  it('buys a colour from half a box of pairs, and one size of it from one pair (decision 019)', () => {
    const boxes = { stocktype: 'BOXES', units_per_box: 12 } as const;
    expect(isBuyable(boxes, 0)).toBe(false);
    expect(isBuyable(boxes, 1)).toBe(true);
    const sizes = { stocktype: 'SIZES', units_per_box: 12 } as const;
    expect(isBuyable(sizes, 5)).toBe(false);
    expect(isBuyable(sizes, 6)).toBe(true);
    expect(isBuyable(sizes, 30, 1)).toBe(true);
    expect(isBuyable(sizes, 30, 0)).toBe(false);
    expect(isBuyable(sizes, 30, null)).toBe(false);
    // a size in stock of a colour the store does not show cannot be bought either
    expect(isBuyable(sizes, 4, 4)).toBe(false);
  });

  it("reads 'DISPONIBLE' for boxes only above 6 pairs", () => {
    expect(isBoxInStock(0, { stocktype: 'BOXES', units_per_box: 12 })).toBe(false);
    expect(isBoxInStock(1, { stocktype: 'BOXES', units_per_box: 12 })).toBe(true);
    expect(isBoxInStock(1, { stocktype: 'BOXES', units_per_box: 6 })).toBe(false);
    expect(isBoxInStock(2, { stocktype: 'BOXES', units_per_box: 6 })).toBe(true);
  });

  it('steps UNITS by the chosen pack and the rest by one; caps at 500 when the stock is unknown', () => {
    expect(quantityStep('UNITS')).toBe(12);
    expect(quantityStep('UNITS', 6)).toBe(6);
    expect(quantityStep('SIZES', 6)).toBe(1);
    expect(quantityCap(undefined)).toBe(500);
    expect(quantityCap(null)).toBe(500);
    expect(quantityCap(8)).toBe(8);
  });

  it('refuses to pass the cap or to add nothing', () => {
    expect(increaseQuantity(12, 12, 20)).toEqual({ quantity: 12, error: MSG.notEnoughStock });
    expect(increaseQuantity(6, 6, 12)).toEqual({ quantity: 12, error: null });
    expect(addToCartError(0, 10)).toBe(MSG.selectQuantity);
    expect(addToCartError(3, 10)).toBeNull();
  });

  it("reaches the maximum without a word: 'No hay suficiente stock' only for a step past it", () => {
    expect(increaseQuantity(1, 1, 2)).toEqual({ quantity: 2, error: null });
    expect(increaseQuantity(2, 1, 2)).toEqual({ quantity: 2, error: MSG.notEnoughStock });
    expect(increaseQuantity(12, 12, 24)).toEqual({ quantity: 24, error: null });
    expect(increaseQuantity(0, 6, 6)).toEqual({ quantity: 6, error: null });
    expect(addToCartError(2, 2)).toBeNull();
    expect(addToCartError(3, 2)).toBe(MSG.notEnoughStock);
  });

  it('checks a cart quantity as the server does', () => {
    expect(cartQuantityError('BOXES', 0, 10)).toBe(MSG.quantityPositive);
    expect(cartQuantityError('UNITS', 8, 100)).toBe(MSG.unitsMultiple);
    expect(cartQuantityError('SIZES', 11, 10)).toBe(MSG.quantityOverStock);
    expect(cartQuantityError('UNITS', 18, 18)).toBeNull();
  });
});
