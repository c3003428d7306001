/**
 * The cart page (docs/product.md §4): the distributor's lines with their quantities, the discount code, the totals
 * and placing the order (hooks/use-checkout.ts); the cart menu in the header lives in components/.
 */

import { canOrder } from '@store/contracts/constants';
import { exceedsCredit } from '@store/contracts/credit';
import { paths } from '@store/contracts/paths';
import { formatCents, formatMoney, toCents } from '@store/contracts/pricing';
import { CircleCheck, ListPlus, ShoppingCart } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { cartSellingLine, useSellingWords } from '../../lib/selling-unit.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import cartMessages from '../../locales/cart.ts';
import quotesMessages from '../../locales/quotes.ts';
import { useMyCredit } from '../account/index.ts';
import { useCart } from './api/get-cart.ts';
import { CartLineRow } from './components/cart-line-row.tsx';
import { CartPageSkeleton } from './components/cart-page-skeleton.tsx';
import { CartSummary } from './components/cart-summary.tsx';
import { CheckoutDialog } from './components/checkout-dialog.tsx';
import { groupByColour, PhoneCartGroup } from './components/phone-cart-group.tsx';
import { RequestQuoteDialog } from './components/request-quote-dialog.tsx';
import { useCheckout } from './hooks/use-checkout.ts';
import { useDiscountCode } from './hooks/use-discount-code.ts';

function PageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">{children}</div>;
}

function Notice({ icon, title, text, children }: { icon: ReactNode; title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-xs">
      <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</div>
      <h2 className="mt-5 text-xl font-semibold text-stone-900">{title}</h2>
      {text && <p className="mt-2 text-stone-600">{text}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

export function CartPage() {
  const { t } = useTranslation(cartMessages);
  const words = useSellingWords();
  const [code, setCode] = useDiscountCode();
  const cart = useCart(code);
  const checkout = useCheckout();
  const credit = useMyCredit();
  const { t: tq } = useTranslation(quotesMessages);
  // «Solicitar cotización» (docs/product.md §29): a company's owner and buyers, as the cart itself (not a «Consulta»)
  const user = useSession();
  const mayQuote = Boolean(user?.company_role) && canOrder(user?.company_role);
  const [requestingQuote, setRequestingQuote] = useState(false);
  // Below the desktop's table: a card per colour, and the total with «Finalizar compra» kept in view.
  const phone = useMediaQuery('(max-width: 1023.98px)');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState<ReadonlySet<number>>(() => new Set());
  const onSavingChange = useCallback((cartdetailid: number, isSaving: boolean) => {
    setSaving((previous) => {
      if (previous.has(cartdetailid) === isSaving) return previous;
      const next = new Set(previous);
      if (isSaving) next.add(cartdetailid);
      else next.delete(cartdetailid);
      return next;
    });
  }, []);

  // docs/product.md §8: the server's word on a refused code is a toast; the code is then neither kept nor asked for again.
  const refusedCode = cart.data && !cart.isPlaceholderData ? cart.data.msg : undefined;
  useEffect(() => {
    if (!refusedCode) return;
    notify.error(new Error(refusedCode));
    setCode('');
  }, [refusedCode, setCode]);

  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('page.title')}
        {cart.data && cart.data.userCart.summary.items > 0 && checkout.placedOrder === null && (
          <span className="ml-3 align-middle text-base font-medium text-stone-500">
            {t('page.count', { count: cart.data.userCart.summary.items })}
          </span>
        )}
      </h1>
      <Link to={paths.quickOrder} className={buttonClass('outline', 'sm')}>
        <ListPlus className="size-4" aria-hidden="true" />
        {t('nav.quick-order', { ns: 'common' })}
      </Link>
    </div>
  );

  if (checkout.placedOrder !== null) {
    return (
      <PageShell>
        {heading}
        <div className="mt-8">
          <Notice
            icon={<CircleCheck className="size-8" aria-hidden="true" />}
            title={t('placed.title')}
            text={t('placed.text', { id: checkout.placedOrder })}
          >
            <Link to={paths.orders} className={buttonClass('primary', 'lg')}>
              {t('placed.go-orders')}
            </Link>
          </Notice>
        </div>
      </PageShell>
    );
  }

  if (cart.isPending) {
    return (
      <PageShell>
        {heading}
        <CartPageSkeleton />
      </PageShell>
    );
  }

  if (cart.isError) {
    return (
      <PageShell>
        {heading}
        <div className="mt-8">
          <Notice icon={<ShoppingCart className="size-8" aria-hidden="true" />} title={t('page.load-error')}>
            <Button onClick={() => cart.refetch()}>{t('page.retry')}</Button>
          </Notice>
        </div>
      </PageShell>
    );
  }

  const { userCart } = cart.data;
  const { summary, cartdetail } = userCart;

  if (cartdetail.length === 0) {
    return (
      <PageShell>
        {heading}
        <div className="mt-8">
          <Notice icon={<ShoppingCart className="size-8" aria-hidden="true" />} title={t('page.empty')} text={t('page.empty-hint')}>
            <Link to={paths.store} className={buttonClass('primary', 'lg')}>
              {t('page.go-to-store')}
            </Link>
          </Notice>
        </div>
      </PageShell>
    );
  }

  // A line above its stock (or no longer for sale) would be refused at checkout: say so before it is tried.
  const shortLines = cartdetail.filter((line) => line.quantity > line.available).length;
  const units = words.totals(cartdetail.map(cartSellingLine));
  // On credit, an order above what the limit leaves would be refused: said before «Confirmar compra», not after.
  const onCredit = credit.data?.terms === 'CREDIT' && credit.data.limitCents !== null ? credit.data : null;
  const availableCents = onCredit ? (onCredit.availableCents ?? 0) : null;
  const overCredit = availableCents !== null && exceedsCredit(toCents(summary.total), availableCents);
  const checkoutBlocked =
    saving.size > 0
      ? t('checkout.saving')
      : shortLines > 0
        ? t('checkout.short-stock', { count: shortLines })
        : overCredit
          ? t('checkout.over-credit', { total: formatMoney(summary.total), available: formatCents(availableCents) })
          : null;
  const creditInfo = onCredit && availableCents !== null ? { availableCents, days: onCredit.days, over: overCredit } : null;

  return (
    <PageShell>
      {heading}
      <div className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        {phone ? (
          <div>
            <ul className="space-y-3" aria-label={t('table.caption')}>
              {groupByColour(cartdetail).map((lines) => (
                <PhoneCartGroup key={lines[0].cart_product.prodvarid} lines={lines} onSavingChange={onSavingChange} />
              ))}
            </ul>
            <div className="sticky bottom-0 z-20 -mx-4 mt-3 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur">
              <p className="min-w-0 leading-tight">
                <span className="block text-xs text-stone-500">{t('summary.total-vat')}</span>
                <span className="text-lg font-bold text-stone-900 tabular-nums">{formatMoney(summary.total)}</span>
              </p>
              <Button onClick={() => setConfirming(true)} disabled={checkoutBlocked !== null} title={checkoutBlocked ?? undefined}>
                {t('checkout.button')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="lg:overflow-hidden lg:rounded-xl lg:border lg:border-stone-200 lg:bg-white lg:shadow-xs">
            <table className="block w-full text-left lg:table">
              <caption className="sr-only">{t('table.caption')}</caption>
              <thead className="hidden border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase lg:table-header-group">
                <tr>
                  <th scope="col" className="py-3 pr-4 pl-5 font-semibold">
                    {t('table.product')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('table.quantity')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('table.price')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('table.total')}
                  </th>
                  <th scope="col" className="py-3 pr-4">
                    <span className="sr-only">{t('table.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="block space-y-4 lg:table-row-group lg:space-y-0 lg:[&>tr:last-child]:border-b-0">
                {cartdetail.map((line) => (
                  <CartLineRow key={line.cartdetailid} line={line} onSavingChange={onSavingChange} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <CartSummary
          summary={summary}
          units={units}
          checkingCode={cart.isFetching}
          onApplyCode={setCode}
          checkoutBlocked={checkoutBlocked}
          onCheckout={() => setConfirming(true)}
          credit={creditInfo}
          quote={mayQuote ? { onRequest: () => setRequestingQuote(true), blocked: saving.size > 0 ? tq('request.blocked') : null } : null}
        />
      </div>
      <CheckoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        total={summary.total}
        units={units}
        discountcode={summary.discountcode}
        credit={creditInfo}
        busy={checkout.busy}
        onConfirm={async (branchid) => {
          if (await checkout.placeOrder(summary.discountcode, branchid)) setCode('');
          setConfirming(false);
        }}
      />
      {mayQuote && (
        <RequestQuoteDialog open={requestingQuote} onOpenChange={setRequestingQuote} units={units} discountcode={summary.discountcode} />
      )}
    </PageShell>
  );
}
