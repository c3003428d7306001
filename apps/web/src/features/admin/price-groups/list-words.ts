/** How the back office names a price list: what it takes off or how many prices it has, and its window of days. */
import { type PriceListRow, windowLabel } from '@store/contracts/price-lists';
import type { TFunction } from '../../../lib/i18n.ts';

/** «10 % de descuento» for a PERCENT list, «40 precios» for a PRICES one. */
export const listAmount = (t: TFunction, l: PriceListRow) =>
  l.kind === 'PERCENT' ? t('percent-off', { percent: l.percent }) : t('prices-count', { count: l.prices });

/** The contracts' window words («desde el 2026-01-01») starting a sentence of their own. */
export const listWindow = (l: PriceListRow) => {
  const words = windowLabel(l);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A list among its group's: its amount and its window (two lists of a group never share a day). */
export const listWhat = (t: TFunction, l: PriceListRow) => `${listAmount(t, l)}, ${windowLabel(l)}`;
