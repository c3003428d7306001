import { describe, expect, it } from 'vitest';
import { discountCodeBody } from './admin-distributors.ts';
import { ADMIN_MSG } from './admin-messages.ts';
import { SALE_STATUSES } from './constants.ts';
import { canMoveOrder, discountCodeState, nextStatuses } from './order-flow.ts';
import { storeDayEnd, storeDayOf, storeDayStart } from './store-time.ts';

describe('order flow', () => {
  it('moves forward one step at a time and cancels before delivery; an order «Por aprobar» the staff may only cancel', () => {
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
        'PENDING_APPROVAL>CANCELED',
      ].sort(),
    );
    expect(nextStatuses('DELIVERED')).toEqual([]);
    expect(nextStatuses('CANCELED')).toEqual([]);
    expect(nextStatuses('RECEIVED')).toEqual(['APPROVED', 'CANCELED']);
    // its approval is the company owner's (modules/approvals), never a move of the staff's
    expect(canMoveOrder('PENDING_APPROVAL', 'RECEIVED')).toBe(false);
  });
});

describe('discount code state', () => {
  const now = Date.parse('2030-01-31T12:00:00Z');
  const code = (active: boolean, startsAt: string | null, endsAt: string | null) => ({ active, startsAt, endsAt });

  it('is Inactivo when switched off, Vencido after its end, Programado before its start, Vigente inside', () => {
    expect(discountCodeState(code(false, null, null), now)).toBe('INACTIVE');
    expect(discountCodeState(code(false, '2030-01-01T00:00:00Z', '2030-12-31T00:00:00Z'), now)).toBe('INACTIVE');
    expect(discountCodeState(code(true, null, null), now)).toBe('ACTIVE');
    expect(discountCodeState(code(true, null, '2030-01-31T11:59:59.999Z'), now)).toBe('EXPIRED');
    expect(discountCodeState(code(true, '2030-01-31T12:00:00.001Z', null), now)).toBe('SCHEDULED');
    // both ends count
    expect(discountCodeState(code(true, '2030-01-31T12:00:00Z', '2030-01-31T12:00:00Z'), now)).toBe('ACTIVE');
    expect(discountCodeState({ active: true, startsAt: new Date(now - 1), endsAt: new Date(now + 1) }, new Date(now))).toBe('ACTIVE');
  });

  it('reads a bare day in Ecuador: from its first instant to its last, whatever the computer’s zone', () => {
    expect(storeDayStart('2030-01-31').toISOString()).toBe('2030-01-31T05:00:00.000Z');
    expect(storeDayEnd('2030-01-31').toISOString()).toBe('2030-02-01T04:59:59.999Z');
    expect(storeDayEnd('2028-02-28').toISOString()).toBe('2028-02-29T04:59:59.999Z');
    expect(storeDayOf('2030-02-01T04:59:59.999Z')).toBe('2030-01-31');
    expect(storeDayOf('2030-02-01T05:00:00.000Z')).toBe('2030-02-01');

    const body = discountCodeBody.parse({ code: 'enero', percent: 10, startsAt: '2030-01-01', endsAt: '2030-01-31' });
    expect(body).toMatchObject({ code: 'ENERO', startsAt: '2030-01-01T05:00:00.000Z', endsAt: '2030-02-01T04:59:59.999Z' });
    // At 19:00 on its last day in Ecuador (00:00 UTC the next day) the code still applies; at midnight there it ends.
    expect(discountCodeState({ ...body, active: true }, Date.parse('2030-02-01T00:00:00Z'))).toBe('ACTIVE');
    expect(discountCodeState({ ...body, active: true }, Date.parse('2030-02-01T05:00:00Z'))).toBe('EXPIRED');
    // a one-day code
    expect(discountCodeBody.safeParse({ code: 'DIA', percent: 5, startsAt: '2030-01-31', endsAt: '2030-01-31' }).success).toBe(true);
  });

  it('takes an instant with its zone as it is and refuses one without a zone', () => {
    const body = discountCodeBody.parse({ code: 'X', percent: 5, startsAt: '2030-01-31T10:00:00-05:00', endsAt: '2030-02-01T00:00:00Z' });
    expect(body).toMatchObject({ startsAt: '2030-01-31T15:00:00.000Z', endsAt: '2030-02-01T00:00:00.000Z' });
    for (const startsAt of ['2030-01-31T10:00', '2030-02-30', '31/01/2030', 'mañana']) {
      const res = discountCodeBody.safeParse({ code: 'X', percent: 5, startsAt });
      expect(res.success, startsAt).toBe(false);
      expect(res.error?.issues[0].message, startsAt).toBe(ADMIN_MSG.discountDateInvalid);
    }
    expect(discountCodeBody.parse({ code: 'X', percent: 5, startsAt: '', endsAt: null })).toMatchObject({ startsAt: null, endsAt: null });
  });
});
