/**
 * Lines given by variant, size and quantity rather than from a cart (a quote's, the ones Ventas keys in), read now
 * and checked as a cart's are: on sale, by the box or half box, within the stock. Each refused line is said.
 */
import { type LineReason, reasonText } from '@store/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type LineNow, pickedLines } from '../cart/index.ts';
import { type ListInEffect, withGroupPrices } from '../pricing/index.ts';
import { lineKey, quantityReason } from './lines.ts';

export interface Pick {
  variantId: number;
  sizeId: number | null;
  quantity: number;
  /** how the line is named when it cannot be read any more (a quote's snapshot of its code) */
  code?: string;
}

/** A refused line: which pick, and why in Spanish («CA-1042-NEG talla 38: quedan 2 pares»). */
export interface PickProblem {
  index: number;
  text: string;
}

/**
 * The picks at `list`'s prices (the catalogue's without one), and the problems of those that cannot be sold now.
 * Two picks of one line count together against its stock; with `stock: false`, only the selling unit is weighed.
 */
export async function checkedPicks(db: DbOrTx, list: ListInEffect | null, picks: Pick[], { stock = true } = {}) {
  const read = await pickedLines(db, picks);
  const found = read.filter((l): l is LineNow => l !== null);
  const priced = await withGroupPrices(db, list, found);
  const byRead = new Map(found.map((l, i) => [l, priced[i]]));
  const problems: PickProblem[] = [];
  const lines: LineNow[] = [];
  const earlier = new Map<string, number>();
  for (const [index, line] of read.entries()) {
    const pick = picks[index];
    const name = line ? `${line.code}${line.sizeName ? ` talla ${line.sizeName}` : ''}` : (pick.code ?? `#${pick.variantId}`);
    const said = (problem: LineReason) => problems.push({ index, text: `${name}: ${reasonText(problem)}` });
    if (!line) {
      said({ reason: 'variantUnknown' });
      continue;
    }
    if (!line.active) {
      said({ reason: 'offSale' });
      continue;
    }
    const key = lineKey(line.variantId, line.sizeId);
    // A quote written ahead of the stock weighs only the selling unit; its acceptance weighs the stock.
    const problem = quantityReason(line, pick.quantity, stock ? line.available : Number.MAX_SAFE_INTEGER, 0, earlier.get(key));
    if (problem) {
      said(problem);
      continue;
    }
    earlier.set(key, (earlier.get(key) ?? 0) + pick.quantity);
    lines.push(byRead.get(line) ?? line);
  }
  return { lines, problems };
}
