import { ADMIN_MSG } from '@store/contracts/admin-messages';
import {
  type AdminProductOptions,
  type AdminStockChange,
  type AdminVariant,
  MAX_STOCK_QUANTITY,
  parseStockQuantity,
} from '@store/contracts/admin-products';
import type { StockType } from '@store/contracts/constants';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminProductsMessages from '../../../locales/admin-products.ts';

/** What the stock inputs hold: one text for BOXES/UNITS (key 'single'), one per size id for SIZES ('' = not offered). */
export type StockDraft = Record<string, string>;

/** The variant's stock as the inputs show it. */
export function stockDraft(variant: Pick<AdminVariant, 'stock'> | undefined): StockDraft {
  const draft: StockDraft = {};
  for (const row of variant?.stock ?? []) draft[row.sizeid === null ? 'single' : String(row.sizeid)] = String(row.quantity);
  return draft;
}

const text = (draft: StockDraft, key: string) => (draft[key] ?? '').trim();
const keysOf = (...drafts: StockDraft[]) => [...new Set(drafts.flatMap((d) => Object.keys(d)))];

/**
 * The editor after the variant was read again. `base` is what the editing started from, `draft` what the inputs
 * hold. A row the server still has as `base` stays as it is; a row that changed on the server follows it when
 * it was not touched (or when `takeServer`, after a save was refused), else it keeps the typed value and its
 * old base, so saving it is refused instead of overwriting units sold meanwhile.
 */
export function rebaseStock(base: StockDraft, draft: StockDraft, server: StockDraft, takeServer = false) {
  const next = { base: { ...base }, draft: { ...draft } };
  for (const key of keysOf(base, draft, server)) {
    if (text(server, key) === text(base, key)) continue;
    if (!takeServer && text(draft, key) !== text(base, key)) continue;
    for (const d of [next.base, next.draft]) {
      if (key in server) d[key] = server[key];
      else delete d[key];
    }
  }
  return next;
}

/** Whether any of these rows (a refused save's) holds something else on the server than where the editing started. */
export const stockMoved = (base: StockDraft, server: StockDraft, changes: AdminStockChange[]) =>
  changes.some((c) => {
    const key = c.sizeid === null ? 'single' : String(c.sizeid);
    return text(server, key) !== text(base, key);
  });

/**
 * The rows the inputs changed, as the API takes them: the quantity each started from and the new one
 * (null: the size is no longer offered). Or the message of the first quantity that is not a whole number
 * between 0 and the server's limit.
 */
export function stockChanges(
  stockType: StockType,
  base: StockDraft,
  draft: StockDraft,
): { changes: AdminStockChange[] } | { error: string } {
  const expected = (key: string) => (text(base, key) === '' ? null : Number(text(base, key)));
  if (stockType !== 'SIZES') {
    const typed = text(draft, 'single') || '0';
    if (typed === (text(base, 'single') || '0')) return { changes: [] };
    const quantity = parseStockQuantity(typed);
    return quantity === null
      ? { error: ADMIN_MSG.adminStockQuantityInvalid }
      : { changes: [{ sizeid: null, expected: expected('single'), quantity }] };
  }
  const changes: AdminStockChange[] = [];
  for (const key of keysOf(base, draft)
    .filter((k) => k !== 'single')
    .sort((a, b) => Number(a) - Number(b))) {
    const typed = text(draft, key);
    if (typed === text(base, key)) continue;
    const quantity = typed === '' ? null : parseStockQuantity(typed);
    if (typed !== '' && quantity === null) return { error: ADMIN_MSG.adminStockQuantityInvalid };
    changes.push({ sizeid: Number(key), expected: expected(key), quantity });
  }
  return { changes };
}

export function StockEditor({
  idPrefix,
  stockType,
  unitsPerBox,
  sizes,
  draft,
  onChange,
  error,
}: {
  idPrefix: string;
  stockType: StockType;
  /** pairs (or units) in one box of a BOXES product */
  unitsPerBox: number;
  sizes: AdminProductOptions['sizes'];
  draft: StockDraft;
  onChange: (draft: StockDraft) => void;
  error?: string;
}) {
  const { t } = useTranslation(adminProductsMessages);
  if (stockType !== 'SIZES') {
    const id = `${idPrefix}-stock`;
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          {t(`stock.${stockType}`)}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STOCK_QUANTITY}
          step={1}
          value={draft.single ?? ''}
          onChange={(e) => onChange({ ...draft, single: e.target.value })}
          className={`${inputClass} max-w-40 tabular-nums`}
          aria-invalid={error ? true : undefined}
        />
        <p className="text-xs text-stone-500">{t(`stock.${stockType}-hint`, { units: unitsPerBox })}</p>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('stock.title')}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
        {sizes.map((size) => {
          const id = `${idPrefix}-size-${size.id}`;
          const value = draft[String(size.id)] ?? '';
          return (
            <div key={size.id} className="flex flex-col items-center gap-1 rounded-lg border border-stone-200 bg-stone-50 p-1.5">
              <label htmlFor={id} className="text-xs font-semibold text-stone-700">
                {size.name}
              </label>
              <input
                id={id}
                aria-label={t('stock.size', { size: size.name })}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_STOCK_QUANTITY}
                step={1}
                value={value}
                onChange={(e) => onChange({ ...draft, [String(size.id)]: e.target.value })}
                className={`h-9 w-full rounded-md border px-1.5 text-center text-sm tabular-nums focus:border-brand-600 focus:outline-none ${value === '' ? 'border-dashed border-stone-300 bg-white' : 'border-stone-300 bg-white font-semibold'}`}
              />
            </div>
          );
        })}
      </div>
      <p className="text-xs text-stone-500">{t('stock.sizes-hint')}</p>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
