import type { UserCart } from '@store/contracts/cart';
import { paths } from '@store/contracts/paths';
import { formatCents, formatMoney } from '@store/contracts/pricing';
import { BadgePercent, ReceiptText, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import cartMessages from '../../../locales/cart.ts';
import quotesMessages from '../../../locales/quotes.ts';

interface CartSummaryProps {
  summary: UserCart['summary'];
  /** the pairs and units in the cart, in words: '36 pares y 12 unidades' */
  units: string;
  checkingCode: boolean;
  onApplyCode: (code: string) => void;
  /** why the order cannot be placed right now (edits still on their way, lines above their stock), if anything */
  checkoutBlocked: string | null;
  onCheckout: () => void;
  /** a buyer on credit: what its limit leaves, and whether this cart passes it (null: pays before dispatch) */
  credit?: CreditInfo | null;
  /** «Solicitar cotización», for those who may order: opens its dialog; `blocked` says why not yet */
  quote?: { onRequest: () => void; blocked: string | null } | null;
}

export interface CreditInfo {
  availableCents: number;
  days: number | null;
  over: boolean;
}

/** «Crédito disponible $500.00»: green while the cart fits in it, red when it does not. */
export function CreditAvailable({ credit, className = '' }: { credit: CreditInfo; className?: string }) {
  const { t } = useTranslation(cartMessages);
  return (
    <div
      className={`flex items-baseline justify-between gap-4 rounded-lg px-3 py-2 text-sm ${credit.over ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'} ${className}`}
    >
      <dt>{t('credit.available')}</dt>
      <dd className="font-semibold tabular-nums">{formatCents(credit.availableCents)}</dd>
    </div>
  );
}

/** Totals exactly as the server computed them, the discount code and the way to checkout. */
export function CartSummary(props: CartSummaryProps) {
  const { summary, units, checkingCode, onApplyCode, checkoutBlocked, onCheckout, credit = null, quote = null } = props;
  const { t } = useTranslation(cartMessages);
  const { t: tq } = useTranslation(quotesMessages);
  const [code, setCode] = useState(summary.discountcode ?? '');
  const inputId = useId();
  const titleId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApplyCode(code.trim());
  };
  const clear = () => {
    setCode('');
    onApplyCode('');
  };
  const row = 'flex items-baseline justify-between gap-4 py-1.5';
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6 lg:sticky lg:top-24">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('summary.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-500">
        {t('summary.items', { count: summary.items })} · {units}
      </p>

      <form onSubmit={apply} className="mt-5" noValidate>
        <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
          {t('discount.label')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={inputId}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={50}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('discount.placeholder')}
            aria-describedby={summary.discountcode ? `${inputId}-status` : undefined}
            className={`${inputClass} uppercase placeholder:normal-case`}
          />
          <Button type="submit" variant="outline" className="h-11 shrink-0" disabled={!code.trim() || checkingCode}>
            {t('discount.apply')}
          </Button>
        </div>
        {summary.discountcode && (
          <p
            id={`${inputId}-status`}
            className="mt-2 flex items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800"
          >
            <span className="flex items-center gap-2">
              <BadgePercent className="size-4 shrink-0" aria-hidden="true" />
              {t('discount.applied', { code: summary.discountcode, percent: summary.discount_value })}
            </span>
            <button
              type="button"
              onClick={clear}
              className="rounded p-1 text-brand-700 hover:bg-brand-100"
              aria-label={t('discount.remove')}
              title={t('discount.remove')}
            >
              <X className="size-4" />
            </button>
          </p>
        )}
      </form>

      <dl className="mt-5 border-t border-stone-200 pt-4 text-sm text-stone-700 tabular-nums">
        {summary.discount_amount > 0 && (
          <>
            <div className={row}>
              <dt>{t('summary.gross')}</dt>
              <dd>{formatMoney(summary.gross)}</dd>
            </div>
            <div className={`${row} text-brand-700`}>
              <dt>{t('summary.discount', { code: summary.discountcode, percent: summary.discount_value })}</dt>
              <dd className="font-medium">-{formatMoney(summary.discount_amount)}</dd>
            </div>
          </>
        )}
        <div className={row}>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{formatMoney(summary.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>{t('summary.vat')}</dt>
          <dd>{formatMoney(summary.vat)}</dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3">
          <dt className="text-base font-semibold text-stone-900">{t('summary.total')}</dt>
          <dd className="text-2xl font-bold text-stone-900">{formatMoney(summary.total)}</dd>
        </div>
        {credit && <CreditAvailable credit={credit} className="mt-3" />}
      </dl>
      <p className="mt-1 text-right text-xs text-stone-500">{t('summary.vat-note')}</p>

      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={onCheckout} disabled={checkoutBlocked !== null}>
          {t('checkout.button')}
        </Button>
        <p role="status" className="-mt-1 text-center text-xs text-stone-500 empty:hidden">
          {checkoutBlocked}
        </p>
        {quote && (
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            onClick={quote.onRequest}
            disabled={quote.blocked !== null}
            title={quote.blocked ?? undefined}
          >
            <ReceiptText className="size-5" aria-hidden="true" />
            {tq('request.button')}
          </Button>
        )}
        <Link to={paths.store} className={buttonClass('outline', 'lg', 'w-full')}>
          {t('page.continue')}
        </Link>
      </div>
    </section>
  );
}
