import { BOX_UNITS, HALF_BOX_UNITS, MIN_VISIBLE_STOCK, type StockType, UNKNOWN_STOCK_CAP } from './constants.ts';
import { MSG } from './messages.ts';

interface StockedVariant {
  product_stock: { quantity: number }[];
}

/** SPEC.md 5: a variant is shown (colour carousels, default picture) only when its first stock entry holds 6 or more. */
export function isVariantAvailable(variant: StockedVariant): boolean {
  return (variant.product_stock[0]?.quantity ?? 0) >= MIN_VISIBLE_STOCK;
}

/** Box products read 'DISPONIBLE' only above 6 units. */
export function isBoxInStock(stockQuantity: number): boolean {
  return stockQuantity > MIN_VISIBLE_STOCK;
}

export type UnitsPack = typeof BOX_UNITS | typeof HALF_BOX_UNITS;

/** How far one press of plus or minus moves the quantity: a box or half box for UNITS, one otherwise. */
export function quantityStep(stockType: StockType, pack: UnitsPack = BOX_UNITS): number {
  return stockType === 'UNITS' ? pack : 1;
}

/** The most a picker may hold: the stock it draws from, or 500 when that stock is unknown. */
export function quantityCap(stock: number | null | undefined): number {
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(0, stock) : UNKNOWN_STOCK_CAP;
}

export type QuantityChange = { quantity: number; error: null } | { quantity: number; error: string };

export function increaseQuantity(quantity: number, step: number, cap: number): QuantityChange {
  const next = quantity + step;
  return next > cap ? { quantity, error: MSG.notEnoughStock } : { quantity: next, error: null };
}

export function decreaseQuantity(quantity: number, step: number): number {
  return Math.max(0, quantity - step);
}

/** What stops an add to cart before it is sent; null when it may go. */
export function addToCartError(quantity: number, cap: number): string | null {
  if (quantity <= 0) return MSG.selectQuantity;
  if (quantity > cap) return MSG.notEnoughStock;
  return null;
}

/**
 * Why a cart quantity is not allowed (null when it is): at least 1, UNITS by the box or half box
 * (multiples of 6), never above the stock available. The server checks it; the web pickers show it.
 */
export function cartQuantityError(stockType: StockType, quantity: number, available: number): string | null {
  if (quantity < 1) return MSG.quantityPositive;
  if (stockType === 'UNITS' && quantity % HALF_BOX_UNITS !== 0) return MSG.unitsMultiple;
  if (quantity > available) return MSG.quantityOverStock;
  return null;
}
