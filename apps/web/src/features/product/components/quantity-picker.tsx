import type { CountingUnit, StockType } from '@store/contracts/constants';
import { BOX_UNITS, HALF_BOX_UNITS } from '@store/contracts/constants';
import { boxCents, discountedCents, formatCents, lineTotalCents, toCents } from '@store/contracts/pricing';
import { unitsPerQuantity } from '@store/contracts/selling-unit';
import { addToCartError, decreaseQuantity, increaseQuantity, quantityCap, quantityStep, type UnitsPack } from '@store/contracts/stock';
import { ChevronDown, ChevronUp, Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { type SellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import productMessages from '../../../locales/product.ts';
import { PurchaseButtons } from './purchase-buttons.tsx';

/** A UNITS product is bought by the box or the half box. */
const PACKS: readonly UnitsPack[] = [BOX_UNITS, HALF_BOX_UNITS];

export interface PickedQuantity {
  quantity: number;
}

interface QuantityPickerProps {
  /** a SIZES product is bought through its size curve (size-curve.tsx) */
  stockType: Exclude<StockType, 'SIZES'>;
  /** per pair (or unit), VAT included, before the discount */
  price: number;
  discount: number;
  /** what the price and the UNITS quantities count */
  unit: CountingUnit;
  /** pairs (or units) in one box: a BOXES quantity counts boxes */
  unitsPerBox: number;
  /** the variant's stock; null or undefined when unknown (the cap is then 500) */
  stock: number | null | undefined;
  busy?: boolean;
  onAdd: (picked: PickedQuantity) => Promise<boolean>;
  onBuyNow: (picked: PickedQuantity) => void;
}

/**
 * BOXES: plus/minus on whole boxes, priced per pair and per box; UNITS: box (12) or half box (6) with arrows
 * (docs/product.md §2, 5); either quantity may also be typed, held to the stock. The chosen quantity shows what it holds and costs.
 */
export function QuantityPicker({
  stockType,
  price,
  discount,
  unit,
  unitsPerBox,
  stock,
  busy = false,
  onAdd,
  onBuyNow,
}: QuantityPickerProps) {
  const { t } = useTranslation(productMessages);
  const words = useSellingWords();
  const id = useId();
  const [quantity, setQuantity] = useState(0);
  const [pack, setPack] = useState<UnitsPack>(BOX_UNITS);
  const [error, setError] = useState<string | null>(null);

  const cap = quantityCap(stock);
  const step = quantityStep(stockType, pack);
  const boxes = stockType === 'BOXES';
  const line: SellingLine = { quantity, stockType, unit, unitsPerQuantity: unitsPerQuantity(stockType, unitsPerBox) };
  const priceCents = toCents(price);
  const unitCents = discountedCents(priceCents, discount);
  const perBoxCents = boxCents(priceCents, discount, unitsPerBox);
  const chosen = words.quantity(line);
  const chosenCents = lineTotalCents({ priceCents, discountPercent: discount, ...line });

  // What the field holds while the buyer types (null: it shows the quantity).
  const [draft, setDraft] = useState<string | null>(null);
  const overStock = () => t('over-stock', { amount: boxes ? words.boxes(cap) : words.count(unit, cap) });

  const increase = () => {
    const change = increaseQuantity(quantity, step, cap);
    setQuantity(change.quantity);
    setDraft(null);
    setError(change.error && overStock());
  };
  const decrease = () => {
    setQuantity(decreaseQuantity(quantity, step));
    setDraft(null);
    setError(null);
  };
  // A typed quantity above the stock becomes the most the stock allows, saying so.
  const type = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 5);
    setDraft(digits);
    const typed = Number(digits || 0);
    const allowed = typed > cap ? Math.floor(cap / step) * step : typed;
    setQuantity(allowed);
    setError(typed > cap ? overStock() : null);
    if (typed > cap) setDraft(String(allowed));
  };
  // A UNITS quantity goes by the box or the half box: one typed between them is the pack below it.
  const settle = () => {
    setDraft(null);
    const whole = Math.floor(quantity / step) * step;
    if (whole === quantity) return;
    setQuantity(whole);
    setError(t('by-pack', { step, word: words.word(unit, step), amount: words.count(unit, whole) }));
  };
  const picked = (): PickedQuantity | null => {
    const problem = addToCartError(quantity, cap);
    setError(problem && translateMessage(problem));
    return problem ? null : { quantity };
  };
  const add = async () => {
    const p = picked();
    if (p && (await onAdd(p))) setQuantity(0);
  };

  const stepper = 'inline-flex size-11 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:opacity-40';
  const Down = stockType === 'UNITS' ? ChevronDown : Minus;
  const Up = stockType === 'UNITS' ? ChevronUp : Plus;

  return (
    <div className="flex flex-col gap-4">
      {stockType === 'UNITS' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-stone-800">{t('pack.legend')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {PACKS.map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${pack === value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-stone-300 bg-white text-stone-700'}`}
              >
                <input
                  type="radio"
                  name={`${id}-pack`}
                  value={value}
                  checked={pack === value}
                  onChange={() => {
                    setPack(value);
                    setQuantity(0);
                    setError(null);
                  }}
                  className="sr-only"
                />
                {value === BOX_UNITS
                  ? t('pack.box', { units: words.count(unit, value) })
                  : t('pack.half', { units: words.count(unit, value) })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {boxes && (
        <p className="text-sm text-stone-700 tabular-nums">
          <span className="whitespace-nowrap">
            <span className="font-semibold text-stone-900">{formatCents(unitCents)}</span> {words.per(unit)} ·
          </span>{' '}
          <span className="whitespace-nowrap">
            <span className="font-semibold text-stone-900">{formatCents(perBoxCents)}</span> {words.perBox(unit, unitsPerBox)}
          </span>
        </p>
      )}
      <div className="flex flex-col gap-2">
        <span id={`${id}-qty-label`} className="text-sm font-semibold text-stone-800">
          {boxes ? t('quantity-boxes') : t('quantity')}
        </span>
        <div className="flex items-center gap-3">
          <div className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
            <button type="button" className={stepper} onClick={decrease} disabled={quantity === 0} aria-label={t('decrease')}>
              <Down className="size-5" />
            </button>
            <input
              type="text"
              inputMode="numeric"
              aria-labelledby={`${id}-qty-label`}
              value={draft ?? String(quantity)}
              onChange={(e) => type(e.target.value)}
              onFocus={(e) => e.target.select()}
              onBlur={settle}
              className="h-11 w-16 border-x border-stone-200 text-center text-lg font-semibold tabular-nums focus:bg-brand-50 focus:outline-none"
            />
            <button type="button" className={stepper} onClick={increase} aria-label={t('increase')}>
              <Up className="size-5" />
            </button>
          </div>
          <span className="text-sm text-stone-500">
            {stockType === 'UNITS' ? t('units-step', { step, word: words.word(unit, step) }) : t('max', { amount: words.boxes(cap) })}
          </span>
        </div>
        {quantity > 0 && (
          <p data-testid="chosen-total" className="text-sm text-stone-700 tabular-nums">
            {chosen.boxes ? t('chosen-boxes', { boxes: chosen.boxes, units: chosen.units }) : chosen.units} ·{' '}
            <span className="font-semibold text-stone-900">{formatCents(chosenCents)}</span>
          </p>
        )}
      </div>
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        {boxes
          ? t('minimum-boxes', { box: words.boxOf(unit, unitsPerBox) })
          : t('minimum-note', { box: words.count(unit, BOX_UNITS), half: words.count(unit, HALF_BOX_UNITS) })}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <PurchaseButtons busy={busy} onAdd={add} onBuyNow={() => onBuyNow({ quantity })} />
    </div>
  );
}
