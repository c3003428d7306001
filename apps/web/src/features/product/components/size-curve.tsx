import type { Variant } from '@store/contracts/catalog';
import type { CountingUnit } from '@store/contracts/constants';
import { BUYING_MSG } from '@store/contracts/messages/buying';
import { STOCK_MSG } from '@store/contracts/messages/stock';
import { formatCents, lineTotalCents, toCents } from '@store/contracts/pricing';
import { isBuyable, type StockedProduct } from '@store/contracts/stock';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import productMessages from '../../../locales/product.ts';
import { PurchaseButtons } from './purchase-buttons.tsx';
import { StockAlertButton } from './stock-alert-button.tsx';

/** What the curve reads of a size's stock (the variant's `stock_sizes`). */
type SizeStock = Pick<NonNullable<Variant['stock_sizes']>[number], 'sizeid' | 'name' | 'quantity'>;

/** One size's line of the curve, as the cart takes it; `line` is the size's place in the curve (1-based). */
export interface CurveLine {
  line: number;
  sizeid: number;
  quantity: number;
}

/**
 * A refusal of the curve's lines names the size instead of the line («Línea 2: …» → «Talla 38: …»): each line
 * is sent with its size's place in `sizes` as its number. Any other message stays as it is.
 */
export function nameRefusedSize(
  message: string,
  sizes: readonly Pick<SizeStock, 'name'>[],
  named: (size: string, reason: string) => string,
): string {
  for (const [i, size] of sizes.entries()) {
    const prefix = BUYING_MSG.lineError(i + 1, '');
    if (message.startsWith(prefix)) return named(size.name, message.slice(prefix.length));
  }
  return message;
}

interface SizeCurveProps {
  variantId: number;
  /** in the store's size order */
  sizes: SizeStock[];
  /** the product and the colour's stock, for what can be bought (`isBuyable`, decision 019) */
  product: StockedProduct;
  colourStock: number;
  /** per pair (or unit), VAT included, before the discount */
  price: number;
  discount: number;
  unit: CountingUnit;
  busy?: boolean;
  /** adds every line in one request; true once they are in the cart */
  onAdd: (lines: CurveLine[]) => Promise<boolean>;
  onBuyNow: (lines: CurveLine[]) => void;
}

/**
 * «Curva de tallas» (decision 019): every size of the colour in one grid, each with its stock and its own quantity
 * (typed, or − / +), the pairs and the price of all of them, added to the cart at once. A size without stock
 * cannot be chosen and offers «Avísame» instead. Two columns on a phone, three from a small tablet up.
 */
export function SizeCurve({
  variantId,
  sizes,
  product,
  colourStock,
  price,
  discount,
  unit,
  busy = false,
  onAdd,
  onBuyNow,
}: SizeCurveProps) {
  const { t } = useTranslation(productMessages);
  const words = useSellingWords();
  const id = useId();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);

  const lines: CurveLine[] = sizes.flatMap((s, i) =>
    quantities[s.sizeid] ? [{ line: i + 1, sizeid: s.sizeid, quantity: quantities[s.sizeid] }] : [],
  );
  const pairs = lines.reduce((n, l) => n + l.quantity, 0);
  const totalCents = lines.reduce(
    (sum, l) => sum + lineTotalCents({ priceCents: toCents(price), discountPercent: discount, quantity: l.quantity, unitsPerQuantity: 1 }),
    0,
  );

  /** Sets a size's quantity, kept between 0 and its stock (going over says so). */
  const set = (size: SizeStock, wanted: number) => {
    const quantity = Math.min(Math.max(0, wanted), size.quantity);
    setQuantities((q) => ({ ...q, [size.sizeid]: quantity }));
    setError(wanted > size.quantity ? translateMessage(STOCK_MSG.notEnoughStock) : null);
  };
  const add = async () => {
    if (!pairs) return setError(translateMessage(STOCK_MSG.selectQuantity));
    setError(null);
    if (await onAdd(lines)) setQuantities({});
  };

  const stepper =
    'inline-flex size-11 shrink-0 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:opacity-40 disabled:hover:bg-transparent';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-stone-800">
          {t('curve.title')}
        </h2>
        <p className="text-sm text-stone-500">{t('curve.hint')}</p>
      </div>
      <ul aria-labelledby={`${id}-title`} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {sizes.map((s) => {
          const quantity = quantities[s.sizeid] ?? 0;
          const soldOut = !isBuyable(product, colourStock, s.quantity);
          return (
            <li
              key={s.sizeid}
              data-testid="curve-size"
              aria-label={t('curve.size', { name: s.name })}
              className={`flex flex-col gap-2 rounded-xl border p-2.5 ${soldOut ? 'border-stone-200 bg-stone-50' : quantity ? 'border-brand-600 bg-brand-50/60' : 'border-stone-200 bg-white'}`}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className={`text-lg font-bold tabular-nums ${soldOut ? 'text-stone-400' : 'text-stone-900'}`}>{s.name}</span>
                <span className={`text-xs ${soldOut ? 'font-semibold text-red-700' : 'text-stone-500'}`}>
                  {soldOut ? t('curve.sold-out') : words.count(unit, s.quantity)}
                </span>
              </div>
              {soldOut ? (
                <StockAlertButton variantId={variantId} sizeId={s.sizeid} className="w-full px-2" />
              ) : (
                <div className="flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
                  <button
                    type="button"
                    className={stepper}
                    onClick={() => set(s, quantity - 1)}
                    disabled={quantity === 0}
                    aria-label={t('curve.decrease', { name: s.name })}
                  >
                    <Minus className="size-5" />
                  </button>
                  <input
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    value={quantity ? String(quantity) : ''}
                    placeholder="0"
                    onChange={(e) => set(s, Number(e.target.value.replace(/\D/g, '').slice(0, 6) || 0))}
                    onFocus={(e) => e.target.select()}
                    aria-label={t('curve.quantity', { name: s.name })}
                    className="h-11 w-full min-w-0 border-x border-stone-200 text-center text-lg font-semibold tabular-nums outline-none placeholder:text-stone-300 focus:bg-brand-50"
                  />
                  <button
                    type="button"
                    className={stepper}
                    onClick={() => set(s, quantity + 1)}
                    aria-label={t('curve.increase', { name: s.name })}
                  >
                    <Plus className="size-5" />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div
        data-testid="curve-total"
        aria-live="polite"
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-stone-100 px-4 py-3 tabular-nums"
      >
        <span className="text-sm text-stone-700">
          {t('curve.total', { amount: words.count(unit, pairs), sizes: lines.length, count: lines.length })}
        </span>
        <span className="text-lg font-bold text-stone-900">{formatCents(totalCents)}</span>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <PurchaseButtons busy={busy} onAdd={add} onBuyNow={() => onBuyNow(lines)} />
    </div>
  );
}
