import { describe, expect, it } from 'vitest';
import { SALE_STATUSES } from './constants.ts';
import { canMoveOrder, nextStatuses } from './order-flow.ts';

describe('order flow', () => {
  it('moves forward one step at a time and cancels before delivery', () => {
    const allowed = SALE_STATUSES.flatMap((from) => SALE_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        'RECEIVED>APPROVED',
        'APPROVED>TO_DELIVER',
        'TO_DELIVER>DELIVERING',
        'DELIVERING>DELIVERED',
        'RECEIVED>CANCELED',
        'APPROVED>CANCELED',
        'TO_DELIVER>CANCELED',
        'DELIVERING>CANCELED',
      ].sort(),
    );
    expect(nextStatuses('DELIVERED')).toEqual([]);
    expect(nextStatuses('CANCELED')).toEqual([]);
    expect(nextStatuses('RECEIVED')).toEqual(['APPROVED', 'CANCELED']);
  });
});
