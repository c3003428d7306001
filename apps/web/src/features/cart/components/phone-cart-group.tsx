/**
 * The cart on a phone : one card per colour of a product, its sizes side by side in one compact row
 * (each size's quantity typed in place, and removed with its ×), the colour's pairs and total at its foot.
 * A line without sizes (boxes, units) keeps the full quantity editor.
 */
import type { CartDetail } from '@store/contracts/cart';
import { paths } from '@store/contracts/paths';
import { formatCents, toCents } from '@store/contracts/pricing';
import { Trash2, X } from 'lucide-react';
import { PreSaleBadge } from '../../../components/ui/pre-sale-badge.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { UnitPrice } from '../../../components/ui/quantity-label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { cartSellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import cartMessages from '../../../locales/cart.ts';
import { type SavingChange, useCartLine } from '../hooks/use-cart-line.ts';
import { BoxRunNote } from './box-run-note.tsx';
import { DiscountNote } from './discounted-price.tsx';
import { QuantityEditor } from './quantity-editor.tsx';

/** The cart's lines by colour (a variant), in the cart's order: a colour's sizes together. */
export function groupByColour(lines: CartDetail[]): CartDetail[][] {
  const groups = new Map<number, CartDetail[]>();
  for (const line of lines) {
    const key = line.cart_product.prodvarid;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()];
}

/** One size of the row: its name, its quantity typed in place, and × to remove it. */
function SizeCell({ line, onSavingChange }: { line: CartDetail; onSavingChange: SavingChange }) {
  const { t } = useTranslation(cartMessages);
  const { quantity, remove } = useCartLine(line, onSavingChange);
  const name = line.cart_product.product.name;
  const size = line.size?.name ?? '';
  const short = line.quantity > line.available;
  const id = `size-quantity-${line.cartdetailid}`;
  return (
    <li
      className={`flex w-[4.25rem] shrink-0 flex-col items-center gap-1 rounded-lg border p-1.5 ${short ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-stone-50'} ${remove.pending ? 'opacity-50' : ''}`}
    >
      <label htmlFor={id} className="text-xs font-semibold text-stone-600">
        <span className="sr-only">{t('line.size')} </span>
        {size}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={line.available || undefined}
        value={quantity.draft}
        onChange={(e) => quantity.change(e.target.value)}
        onBlur={quantity.settle}
        aria-label={t('line.size-quantity-of', { name, size })}
        aria-invalid={quantity.error || short ? true : undefined}
        className={`h-10 w-full [appearance:textfield] rounded-md border bg-white text-center text-base font-semibold text-stone-900 tabular-nums focus:ring-2 focus:ring-brand-200 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none ${quantity.error ? 'border-red-500' : 'border-stone-300'}`}
      />
      {short ? (
        <span className="text-[0.6875rem] font-medium text-red-700">{t('line.max', { count: line.available })}</span>
      ) : quantity.saving ? (
        <Spinner className="size-4" />
      ) : (
        <button
          type="button"
          onClick={remove.run}
          disabled={remove.pending}
          aria-label={t('line.remove-size', { name, size })}
          className="inline-flex size-6 items-center justify-center rounded text-stone-400 hover:bg-red-50 hover:text-red-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** A line without sizes: the full editor, and its bin. */
function SingleLine({ line, onSavingChange }: { line: CartDetail; onSavingChange: SavingChange }) {
  const { t } = useTranslation(cartMessages);
  const { quantity, remove } = useCartLine(line, onSavingChange);
  return (
    <div className="flex items-start justify-between gap-3">
      <button
        type="button"
        onClick={remove.run}
        disabled={remove.pending}
        aria-label={t('line.remove', { name: line.cart_product.product.name })}
        className="inline-flex size-10 items-center justify-center rounded-lg text-stone-500 hover:bg-red-50 hover:text-red-600"
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
      <QuantityEditor line={line} draft={quantity.draft} error={quantity.error} onChange={quantity.change} onBlur={quantity.settle} />
    </div>
  );
}

export function PhoneCartGroup({ lines, onSavingChange }: { lines: CartDetail[]; onSavingChange: SavingChange }) {
  const { t } = useTranslation(cartMessages);
  const words = useSellingWords();
  const [first] = lines;
  const { product, color, code, price, discount_value } = first.cart_product;
  const productPath = paths.product(product.productid);
  const sized = first.size !== null;
  const totalCents = lines.reduce((sum, l) => sum + toCents(l.line_total), 0);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 shadow-xs" aria-label={`${product.name} · ${color.name}`}>
      <div className="flex gap-3">
        <Link
          to={productPath}
          tabIndex={-1}
          aria-hidden="true"
          className="size-16 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
        >
          <ProductImage
            src={first.cart_product.product_media[0]?.url}
            alt=""
            width={64}
            height={64}
            className="size-full object-cover"
            loading="lazy"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-[0.6875rem] font-semibold tracking-wide text-brand-700 uppercase">{product.product_brand.name}</p>
          <Link to={productPath} className="block leading-snug font-semibold text-stone-900">
            {product.name}
          </Link>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-stone-600">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full border border-stone-300"
              style={{ backgroundColor: color.hexcode }}
            />
            {color.name} · <span className="font-mono">{code}</span>
            {product.preventa && <PreSaleBadge size="sm" />}
          </p>
          <BoxRunNote product={product} className="mt-0.5" />
          <UnitPrice
            priceCents={toCents(price)}
            discountPercent={discount_value}
            unit={product.unit}
            boxUnits={product.stocktype === 'BOXES' ? product.units_per_box : undefined}
            className="mt-1 text-sm font-semibold text-stone-900"
            note={<DiscountNote priceCents={toCents(price)} discountPercent={discount_value} unit={product.unit} />}
          />
        </div>
      </div>
      <div className="mt-3 border-t border-stone-100 pt-3">
        {sized ? (
          <ul
            className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1"
            aria-label={t('line.sizes-of', { name: product.name, color: color.name })}
          >
            {lines.map((line) => (
              <SizeCell key={line.cartdetailid} line={line} onSavingChange={onSavingChange} />
            ))}
          </ul>
        ) : (
          lines.map((line) => <SingleLine key={line.cartdetailid} line={line} onSavingChange={onSavingChange} />)
        )}
      </div>
      <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-stone-100 pt-2 text-sm">
        <span className="text-stone-600">{words.totals(lines.map(cartSellingLine))}</span>
        <span className="text-base font-bold text-stone-900 tabular-nums">{formatCents(totalCents)}</span>
      </p>
    </li>
  );
}
