import type { CartDetail } from '@store/contracts/cart';
import { Minus, Plus } from 'lucide-react';
import { QuantityLabel } from '../../../components/ui/quantity-label.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { cartSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import cartMessages from '../../../locales/cart.ts';
import { quantityStep } from '../hooks/use-quantity-draft.ts';

interface QuantityEditorProps {
  line: CartDetail;
  draft: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * Minus / typed quantity / plus; UNITS products move by half boxes, never above the stock left. A typed
 * quantity that cannot be sent marks the field (the hook says why in a toast); a line above the stock left
 * says how many there are.
 */
export function QuantityEditor({ line, draft, error, onChange, onBlur }: QuantityEditorProps) {
  const { t } = useTranslation(cartMessages);
  const words = useSellingWords();
  const step = quantityStep(line.cart_product.product.stocktype);
  const highest = Math.floor(line.available / step) * step;
  const typed = Number(draft);
  const current = draft.trim() !== '' && Number.isInteger(typed) ? typed : line.quantity;
  const down = Math.min(Math.ceil(current / step) * step - step, highest);
  const up = Math.floor(current / step) * step + step;
  const id = `quantity-${line.cartdetailid}`;
  const short = line.quantity > line.available;
  // A BOXES line counts boxes, the rest pairs (or units): the stock left reads in the same terms.
  const selling = cartSellingLine(line);
  const amount = selling.stockType === 'BOXES' ? words.boxes(line.available) : words.count(selling.unit, line.available);
  const button =
    'inline-flex size-10 shrink-0 items-center justify-center text-stone-700 transition-colors hover:bg-stone-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col items-end gap-1 lg:items-start">
      <div
        className={`inline-flex items-center overflow-hidden rounded-lg border bg-white ${error ? 'border-red-500' : 'border-stone-300'} focus-within:ring-2 focus-within:ring-brand-200`}
      >
        <button
          type="button"
          className={button}
          onClick={() => onChange(String(down))}
          disabled={down < step}
          aria-label={t('line.decrease', { name: line.cart_product.product.name })}
        >
          <Minus className="size-4" />
        </button>
        <label htmlFor={id} className="sr-only">
          {t('line.quantity-of', { name: line.cart_product.product.name })}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={step}
          max={highest || undefined}
          step={step}
          value={draft}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="h-10 w-16 [appearance:textfield] border-x border-stone-200 text-center text-base font-semibold text-stone-900 tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          onClick={() => onChange(String(up))}
          disabled={up > highest}
          aria-label={t('line.increase', { name: line.cart_product.product.name })}
        >
          <Plus className="size-4" />
        </button>
      </div>
      <QuantityLabel
        line={{ ...selling, quantity: current > 0 ? current : line.quantity }}
        className="text-xs font-medium text-stone-700"
      />
      <p id={`${id}-hint`} className={`max-w-48 text-right text-xs lg:text-left ${short ? 'font-medium text-red-600' : 'text-stone-500'}`}>
        {line.available <= 0
          ? t('line.sold-out')
          : short
            ? t('line.only-left', { count: line.available, amount })
            : step > 1
              ? t('line.units-step', { amount })
              : t('line.available', { amount })}
      </p>
    </div>
  );
}
