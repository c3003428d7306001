/**
 * One variant's count: its picture of the stock (product, code, colour, brand) and one number per stock row (a
 * size, or the one «Cantidad» of a product sold by boxes or units). Saving sends only the rows that changed, each
 * with the value it showed when the count began, so a sale made meanwhile is refused (409) instead of
 * overwritten: the server's message shows and the card reloads what the stock holds now.
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { MAX_STOCK_QUANTITY, parseStockQuantity } from '@store/contracts/admin-products';
import { isLowStock } from '@store/contracts/stock';
import type { StockVariant } from '@store/contracts/warehouse';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { notify } from '../../../lib/toast.ts';
import adminWarehouseMessages from '../../../locales/admin-warehouse.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { useReloadVariant } from './api/get-stock-list.ts';
import { type StockChangeInput, useSetStock } from './api/set-stock.ts';

type Row = StockVariant['rows'][number];
/** What the inputs hold, one text per row: by size id, or 'single' for the one row without a size. */
type Counts = Record<string, string>;

const rowKey = (row: Pick<Row, 'sizeid'>) => (row.sizeid === null ? 'single' : String(row.sizeid));
const countsOf = (v: StockVariant): Counts => Object.fromEntries(v.rows.map((r) => [rowKey(r), String(r.quantity)]));

/**
 * The card after the list was read again: a row nobody touched follows the server; a row being edited keeps its
 * typed value and the value the count began from, so saving it is refused if the stock moved meanwhile.
 */
function follow(prev: { base: Counts; draft: Counts }, variant: StockVariant) {
  const server = countsOf(variant);
  const next = { base: { ...server }, draft: { ...server } };
  for (const key of Object.keys(server)) {
    if (key in prev.draft && prev.draft[key] !== prev.base[key]) {
      next.base[key] = prev.base[key];
      next.draft[key] = prev.draft[key];
    }
  }
  return next;
}

/** The rows whose input differs from where the count began, as the API takes them; or the first wrong value's message. */
function changesOf(variant: StockVariant, base: Counts, draft: Counts): { changes: StockChangeInput } | { error: string } {
  const changes: StockChangeInput = [];
  for (const row of variant.rows) {
    const key = rowKey(row);
    if ((draft[key] ?? '').trim() === base[key]) continue;
    const quantity = parseStockQuantity(draft[key] ?? '');
    if (quantity === null) return { error: ADMIN_MSG.adminStockQuantityInvalid };
    if (quantity !== Number(base[key])) changes.push({ sizeid: row.sizeid, expected: Number(base[key]), quantity });
  }
  return { changes };
}

export function StockCard({ variant }: { variant: StockVariant }) {
  const { t } = useTranslation(adminWarehouseMessages);
  const words = useSellingWords();
  const can = useCan();
  const idPrefix = useId();
  const save = useSetStock();
  const reload = useReloadVariant();
  const [counts, setCounts] = useState(() => ({ base: countsOf(variant), draft: countsOf(variant) }));
  const [error, setError] = useState<string>();
  useEffect(() => setCounts((prev) => follow(prev, variant)), [variant]);

  const changed = variant.rows.filter((r) => (counts.draft[rowKey(r)] ?? '').trim() !== counts.base[rowKey(r)]).length;
  const what = words.stockWord(2, variant.stockType, variant.unit);
  const isLow = (quantity: number) => isLowStock(quantity, { stocktype: variant.stockType, units_per_box: variant.unitsPerBox });
  const reset = (v: StockVariant) => setCounts({ base: countsOf(v), draft: countsOf(v) });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const result = changesOf(variant, counts.base, counts.draft);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(undefined);
    if (!result.changes.length) {
      reset(variant);
      return;
    }
    save.mutate(
      { variantId: variant.variantId, changes: result.changes },
      {
        onSuccess: (data) => {
          notify.success(data.msg);
          reset(data.variant);
        },
        onError: async (err) => {
          notify.error(err);
          if (!(err instanceof ApiError && err.status === 409)) return;
          const now = await reload(variant.variantId);
          if (now) reset(now);
        },
      },
    );
  };

  const input = (row: Row) => {
    const key = rowKey(row);
    const value = counts.draft[key] ?? '';
    const dirty = value.trim() !== counts.base[key];
    return (
      <input
        id={`${idPrefix}-${key}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STOCK_QUANTITY}
        step={1}
        value={value}
        onChange={(e) => setCounts((prev) => ({ ...prev, draft: { ...prev.draft, [key]: e.target.value } }))}
        aria-invalid={error && dirty ? true : undefined}
        className={`h-10 w-full rounded-lg border px-2 text-center text-base tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
          dirty ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900' : 'border-stone-300 bg-white text-stone-900'
        }`}
      />
    );
  };

  const product = can('catalog') ? (
    <Link to={adminPaths.product(variant.productid)} className="hover:text-brand-700 hover:underline">
      {variant.productName}
    </Link>
  ) : (
    variant.productName
  );

  return (
    <article
      aria-label={t('stock.card', { code: variant.code })}
      className="flex flex-col rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex items-start gap-3 border-b border-stone-100 px-4 py-3">
        <span
          aria-hidden="true"
          className="mt-0.5 size-8 shrink-0 rounded-lg ring-1 ring-stone-300"
          style={{ backgroundColor: variant.colorHex }}
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-stone-900">{product}</h2>
          <p className="text-sm text-stone-600">
            <span className="font-mono font-semibold [overflow-wrap:anywhere] text-stone-800">{variant.code}</span> · {variant.colorName} ·{' '}
            {variant.brandName}
            {variant.stockType === 'BOXES' && <> · {words.boxOf(variant.unit, variant.unitsPerBox)}</>}
          </p>
        </div>
      </header>
      <form onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-3 p-4">
        {variant.rows.length === 0 ? (
          <p className="text-sm text-stone-600">{t('stock.no-rows')}</p>
        ) : variant.stockType === 'SIZES' ? (
          <fieldset>
            <legend className="mb-2 text-xs text-stone-500">
              {t('stock.counts', { word: what })}
              {variant.rows.some((r) => isLow(r.quantity)) && (
                <span aria-hidden="true">
                  {' · '}
                  <span className="mr-1 inline-block size-1.5 rounded-full bg-red-500 align-middle" />
                  {t('stock.low-row')}
                </span>
              )}
            </legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              {variant.rows.map((row) => (
                <div key={rowKey(row)} className="flex flex-col gap-1">
                  <label
                    htmlFor={`${idPrefix}-${rowKey(row)}`}
                    className="flex items-center justify-center gap-1 text-xs font-semibold text-stone-700"
                  >
                    <span className="sr-only">{t('stock.size-prefix')} </span>
                    {row.sizeName}
                    {isLow(row.quantity) && (
                      <span className="size-1.5 rounded-full bg-red-500" title={t('stock.low-row')}>
                        <span className="sr-only">, {t('stock.low-row')}</span>
                      </span>
                    )}
                  </label>
                  {input(row)}
                </div>
              ))}
            </div>
          </fieldset>
        ) : (
          variant.rows.map((row) => (
            <div key={rowKey(row)} className="flex items-center gap-3">
              <label htmlFor={`${idPrefix}-${rowKey(row)}`} className="text-sm font-medium text-stone-700">
                {t('stock.quantity')}
                {isLow(row.quantity) && <span className="ml-1.5 text-xs font-normal text-red-700">({t('stock.low-row')})</span>}
              </label>
              <div className="w-28">{input(row)}</div>
              <span className="text-sm text-stone-600">{what}</span>
            </div>
          ))
        )}
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-stone-100 pt-3">
          {changed > 0 && (
            <>
              <span className="w-full text-xs font-medium text-brand-800 sm:mr-auto sm:w-auto">
                {t('stock.changed', { count: changed })}
              </span>
              <Button variant="ghost" size="sm" onClick={() => reset(variant)} disabled={save.isPending}>
                {t('stock.undo')}
              </Button>
            </>
          )}
          <Button type="submit" size="sm" variant={changed ? 'primary' : 'outline'} disabled={!changed || save.isPending}>
            {save.isPending ? t('stock.saving') : t('stock.save')}
          </Button>
        </div>
      </form>
    </article>
  );
}
