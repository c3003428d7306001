import type { SaleStatus } from './constants.ts';

/**
 * The only moves an order may make (no zod here: the web reads it cheaply). Forward one step at a time,
 * RECEIVED → APPROVED → TO_DELIVER → DELIVERING → DELIVERED, or to CANCELED from any state before DELIVERED.
 */
const ORDER_FLOW: Record<SaleStatus, readonly SaleStatus[]> = {
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
