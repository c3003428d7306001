import { type AdminFilterValue, type FilterValueBody, type FilterValueGroup, HEX_COLOR } from '@store/contracts/admin-catalog';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { CountingUnit } from '@store/contracts/constants';

/** What a value's inputs hold, as typed. */
export interface Draft {
  name: string;
  hexcode: string;
  sortOrder: string;
  unit: CountingUnit;
}

export const emptyDraft = (group: FilterValueGroup, values: AdminFilterValue[] = []): Draft => ({
  name: '',
  hexcode: '#1F7A6D',
  sortOrder: group === 'sizes' ? String(Math.max(0, ...values.map((v) => v.sortOrder ?? 0)) + 1) : '',
  unit: 'PAIR',
});

/** The checks the server makes too, so a slip is caught before the round trip. */
export function checkDraft(group: FilterValueGroup, draft: Draft): { body?: FilterValueBody; error?: string } {
  const name = draft.name.trim();
  if (!name || name.length > 60) return { error: ADMIN_MSG.filterValueNameRequired };
  if (group === 'colors') {
    if (!HEX_COLOR.test(draft.hexcode.trim())) return { error: ADMIN_MSG.colorHexInvalid };
    return { body: { name, hexcode: draft.hexcode.trim() } };
  }
  if (group === 'sizes') {
    const order = Number(draft.sortOrder);
    if (draft.sortOrder.trim() === '' || !Number.isInteger(order) || order < 0 || order > 9999)
      return { error: ADMIN_MSG.sizeOrderInvalid };
    return { body: { name, sortOrder: order } };
  }
  if (group === 'categories') return { body: { name, unit: draft.unit } };
  return { body: { name } };
}
