/** When a variant, a box or a size can be bought and when stock is low, counted in pairs (decision 007). */
import { BOX_UNITS, HALF_BOX_UNITS, MIN_VISIBLE_STOCK, type StockType, UNKNOWN_STOCK_CAP } from './constants.ts';
import { STOCK_MSG as MSG } from './messages/stock.ts';
import { unitsPerQuantity } from './selling-unit.ts';

interface StockedVariant {
  product_stock: { quantity: number }[];
}

/** What a product's stock counts in: boxes of `units_per_box` pairs for BOXES, pairs (or units) otherwise. */
export interface StockedProduct {
  stocktype: StockType;
  units_per_box: number;
}

/** Pairs (or units) a stock quantity holds: a BOXES stock counts boxes. */
export const stockUnits = (quantity: number, product: StockedProduct): number =>
  quantity * unitsPerQuantity(product.stocktype, product.units_per_box);

/**
 * docs/product.md §5: a variant is shown (colour carousels, default picture) only when its first stock entry holds
 * 6 or more, counted in pairs (or units): half a box. One box of 12 is enough for a BOXES product.
 */
export function isVariantAvailable(variant: StockedVariant, product: StockedProduct): boolean {
  return !isLowStock(variant.product_stock[0]?.quantity ?? 0, product);
}

/**
 * Whether a colour, or one size of a SIZES colour, can be bought now (decision 019): the colour as the store
 * shows it (`isVariantAvailable`: half a box of pairs, its sizes together for SIZES) and, for a size, at least
 * one pair of it. The product page offers «Avísame cuando haya stock» exactly where this is false, and a stock
 * alert fires when it becomes true (on an active product).
 */
export function isBuyable(product: StockedProduct, colourQuantity: number, sizeQuantity?: number | null): boolean {
  if (isLowStock(colourQuantity, product)) return false;
  return sizeQuantity === undefined || (sizeQuantity ?? 0) >= 1;
}

/** Below half a box in pairs (or units): hidden in the store, red in the back office. */
export const isLowStock = (quantity: number, product: StockedProduct): boolean => stockUnits(quantity, product) < MIN_VISIBLE_STOCK;

/** Box products read 'DISPONIBLE' only above 6 pairs (or units). */
export function isBoxInStock(boxes: number, product: StockedProduct): boolean {
  return stockUnits(boxes, product) > MIN_VISIBLE_STOCK;
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
