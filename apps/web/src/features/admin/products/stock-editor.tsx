import type { AdminProductOptions, AdminStockBody, AdminVariant } from '@store/contracts/admin-products';
import type { StockType } from '@store/contracts/constants';
import { MSG } from '@store/contracts/messages';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';

/** What the stock inputs hold: one text for BOXES/UNITS (key 'single'), one per size id for SIZES ('' = not offered). */
export type StockDraft = Record<string, string>;

export function stockDraft(variant: AdminVariant | undefined): StockDraft {
  const draft: StockDraft = {};
  for (const row of variant?.stock ?? []) draft[row.sizeid === null ? 'single' : String(row.sizeid)] = String(row.quantity);
  return draft;
}

const sameDraft = (a: StockDraft, b: StockDraft) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '').trim() === (b[k] ?? '').trim());
};
export const stockChanged = (draft: StockDraft, saved: StockDraft) => !sameDraft(draft, saved);

/** The draft as the API takes it, or the message of the first quantity that is not a whole number >= 0. */
export function stockBody(stockType: StockType, draft: StockDraft): { body: AdminStockBody } | { error: string } {
  const quantity = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);
  if (stockType !== 'SIZES') {
    const q = quantity((draft.single ?? '').trim() || '0');
    return q === null ? { error: MSG.adminStockQuantityInvalid } : { body: { stock: [{ sizeid: null, quantity: q }] } };
  }
  const stock: AdminStockBody['stock'] = [];
  for (const [key, text] of Object.entries(draft)) {
    if (key === 'single' || text.trim() === '') continue;
    const q = quantity(text);
    if (q === null) return { error: MSG.adminStockQuantityInvalid };
    stock.push({ sizeid: Number(key), quantity: q });
  }
  return { body: { stock } };
}

export function StockEditor({
  idPrefix,
  stockType,
  sizes,
  draft,
  onChange,
  error,
}: {
  idPrefix: string;
  stockType: StockType;
  sizes: AdminProductOptions['sizes'];
  draft: StockDraft;
  onChange: (draft: StockDraft) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin-products');
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
          step={1}
          value={draft.single ?? ''}
          onChange={(e) => onChange({ ...draft, single: e.target.value })}
          className={`${inputClass} max-w-40 tabular-nums`}
          aria-invalid={error ? true : undefined}
        />
        <p className="text-xs text-stone-500">{t(`stock.${stockType}-hint`)}</p>
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
