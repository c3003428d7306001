/**
 * How an order moves between statuses, and when a discount code is active, scheduled, expired or off:
 * the rules the back office shows and the server enforces.
 */
import type { SaleStatus } from './constants.ts';

/**
 * The only moves an order may make (no zod here: the web reads it cheaply). Forward one step at a time,
 * RECEIVED → APPROVED → TO_DELIVER → DELIVERING → DELIVERED, or to CANCELED from any state before DELIVERED.
 * An order «Por aprobar» becomes RECEIVED only by its company's owner (sales' approval, not a move of the staff's).
 */
const ORDER_FLOW: Record<SaleStatus, readonly SaleStatus[]> = {
  PENDING_APPROVAL: ['CANCELED'],
  RECEIVED: ['APPROVED', 'CANCELED'],
  APPROVED: ['TO_DELIVER', 'CANCELED'],
  TO_DELIVER: ['DELIVERING', 'CANCELED'],
  DELIVERING: ['DELIVERED', 'CANCELED'],
  DELIVERED: [],
  CANCELED: [],
};

/** The statuses an order in `status` may move to, forward step first. */
export function nextStatuses(status: SaleStatus): readonly SaleStatus[] {
  return ORDER_FLOW[status] ?? [];
}

export function canMoveOrder(from: SaleStatus, to: SaleStatus): boolean {
  return nextStatuses(from).includes(to);
}

// ------------------------------------------------------------------ discount codes

/** ACTIVE: usable now; SCHEDULED: active but its window has not started; EXPIRED: its window is over; INACTIVE: switched off. */
export const DISCOUNT_CODE_STATES = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'INACTIVE'] as const;
export type DiscountCodeState = (typeof DISCOUNT_CODE_STATES)[number];

/** What decides whether a code applies: the switch and its window (either end may be open). */
export interface DiscountCodeWindow {
  active: boolean;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
}

const instant = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/**
 * The one rule for "may this code be used now" (the back office's Vigente / Programado / Vencido / Inactivo,
 * and the cart and checkout, which accept only ACTIVE). Both ends of the window count: a code runs from
 * `startsAt` up to and including `endsAt` (a last day is stored as its final millisecond in Ecuador).
 */
export function discountCodeState(code: DiscountCodeWindow, now: Date | number = Date.now()): DiscountCodeState {
  const at = now instanceof Date ? now.getTime() : now;
  if (!code.active) return 'INACTIVE';
  if (code.endsAt !== null && instant(code.endsAt) < at) return 'EXPIRED';
  if (code.startsAt !== null && instant(code.startsAt) > at) return 'SCHEDULED';
  return 'ACTIVE';
}
