/**
 * The quick order's review: each pasted line resolved (product, colour, size, quantity, price) or its error,
 * as a table from a small tablet up and as cards on a phone; and the error's wording in either language.
 */
import { formatMoney } from '@store/contracts/pricing';
import type { QuickOrderReviewLine } from '@store/contracts/quick-order';
import { unitsPerQuantity } from '@store/contracts/selling-unit';
import { CircleAlert } from 'lucide-react';
import { QuantityLabel } from '../../../components/ui/quantity-label.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import quickOrderMessages from '../../../locales/quick-order.ts';

/**
 * A line's error as the buyer reads it: the server's own sentence in Spanish («Línea 3: el código CA-99 no
 * existe»), the same built from its reason in English.
 */
export function useLineError() {
  const { t, i18n } = useTranslation(quickOrderMessages);
  const words = useSellingWords();
  return (line: QuickOrderReviewLine): string => {
    const error = line.error;
    if (!error) return '';
    if (!i18n.language.startsWith('en')) return error.msg;
    const params = error.params ?? {};
    let reason: string;
    if (error.reason === 'stock') {
      const stockType = params.counted === 'BOX' ? 'BOXES' : 'UNITS';
      const unit = params.counted === 'UNIT' ? 'UNIT' : 'PAIR';
      const amount = (n: number) => `${n} ${words.stockWord(n, stockType, unit)}`;
      const inCart = Number(params.inCart ?? 0);
      const what = amount(Number(params.available ?? 0));
      reason = inCart > 0 ? t('reasons.stockInCart', { what, inCart: amount(inCart) }) : t('reasons.stock', { what });
    } else {
      reason = t(`reasons.${error.reason}`, params);
    }
    return t('line-error', { line: line.line, reason });
  };
}

/** A line's quantity as the cart reads it: boxes with their pairs, or pairs (or units). */
const sellingLine = (line: QuickOrderReviewLine, item: NonNullable<QuickOrderReviewLine['item']>) => ({
  quantity: line.quantity ?? 0,
  stockType: item.stocktype,
  unit: item.unit,
  unitsPerQuantity: unitsPerQuantity(item.stocktype, item.units_per_box),
});

/** The same lines on a phone: one card each, nothing to scroll sideways. */
function ReviewCards({ lines }: { lines: QuickOrderReviewLine[] }) {
  const { t } = useTranslation(quickOrderMessages);
  const lineError = useLineError();
  const words = useSellingWords();
  return (
    <ul className="space-y-2 sm:hidden" aria-label={t('table.caption')}>
      {lines.map((line) =>
        line.item ? (
          <li key={line.line} className="rounded-xl border border-stone-200 bg-white p-3 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{line.item.product_name}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-stone-600">
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-full ring-1 ring-stone-300"
                    style={{ backgroundColor: line.item.color.hexcode }}
                  />
                  {line.item.color.name} · <span className="font-mono">{line.code}</span>
                  {line.size && <> · {t('size-of', { size: line.size })}</>}
                </p>
              </div>
              <span className="shrink-0 text-xs text-stone-500 tabular-nums">
                {t('table.line')} {line.line}
              </span>
            </div>
            <div className="mt-2 flex items-end justify-between gap-3 text-sm">
              <span className="text-stone-700">
                <QuantityLabel line={sellingLine(line, line.item)} /> ·{' '}
                <span className="tabular-nums">
                  {formatMoney(line.item.unit_price)} {words.each(line.item.unit)}
                </span>
              </span>
              <span className="font-semibold text-stone-900 tabular-nums">{formatMoney(line.item.subtotal)}</span>
            </div>
          </li>
        ) : (
          <li key={line.line} className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {lineError(line)}
          </li>
        ),
      )}
    </ul>
  );
}

/** The reviewed lines: each resolved with its price, or its error in red, in the order pasted. */
export function ReviewTable({ lines }: { lines: QuickOrderReviewLine[] }) {
  const { t } = useTranslation(quickOrderMessages);
  const lineError = useLineError();
  const words = useSellingWords();
  const cell = 'px-3 py-2.5 align-top';
  return (
    <>
      <ReviewCards lines={lines} />
      <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-xs sm:block">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t('table.line')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t('table.product')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t('table.size')}
              </th>
              <th scope="col" className="px-3 py-2.5 font-semibold">
                {t('table.quantity')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {t('table.price')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                {t('table.subtotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.map((line) =>
              line.item ? (
                <tr key={line.line}>
                  <td className={`${cell} text-stone-500 tabular-nums`}>{line.line}</td>
                  <td className={cell}>
                    <p className="font-medium text-stone-900">{line.item.product_name}</p>
                    <p className="flex items-center gap-1.5 text-xs text-stone-600">
                      <span
                        aria-hidden="true"
                        className="size-3 rounded-full ring-1 ring-stone-300"
                        style={{ backgroundColor: line.item.color.hexcode }}
                      />
                      {line.item.color.name} · <span className="font-mono">{line.code}</span>
                    </p>
                  </td>
                  <td className={`${cell} text-stone-700`}>{line.size ?? '—'}</td>
                  <td className={`${cell} text-stone-700`}>
                    <QuantityLabel line={sellingLine(line, line.item)} />
                  </td>
                  <td className={`${cell} text-right text-stone-700 tabular-nums`}>
                    {formatMoney(line.item.unit_price)} <span className="text-xs text-stone-500">{words.each(line.item.unit)}</span>
                  </td>
                  <td className={`${cell} text-right font-semibold text-stone-900 tabular-nums`}>{formatMoney(line.item.subtotal)}</td>
                </tr>
              ) : (
                <tr key={line.line} className="bg-red-50/60">
                  <td className={`${cell} text-red-700 tabular-nums`}>{line.line}</td>
                  <td className={`${cell} text-red-800`} colSpan={5}>
                    <p className="flex items-start gap-2">
                      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <span>{lineError(line)}</span>
                    </p>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
