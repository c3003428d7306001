/**
 * «Cotizaciones» (/quotes, docs/product.md §29): the company's quotes, newest first, each with its state and total,
 * and one quote's detail over the list (`?quote=12`) where its owner and buyers accept or decline an answered one.
 * Asking for a quote belongs to the cart.
 */
import { readId } from '@store/contracts/id';
import { paths } from '@store/contracts/paths';
import { formatMoney } from '@store/contracts/pricing';
import type { QuoteSummary } from '@store/contracts/quotes';
import { Eye, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/messages.ts';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { useSellingWords } from '../../lib/selling-unit.ts';
import { formatDateTime, formatDay } from '../../lib/store-time.ts';
import quotesMessages from '../../locales/quotes.ts';
import { useQuotes } from './api/get-quotes.ts';
import { QuoteDetailDialog } from './components/quote-detail-dialog.tsx';
import { QuoteStateBadge } from './components/quote-state.tsx';
import { QuotesSkeleton } from './components/quotes-skeleton.tsx';

/** Set on the history entry of a detail opened over the list: closing it goes back to that list. */
interface OverList {
  overList?: boolean;
}

export function QuotesPage() {
  const { t } = useTranslation(quotesMessages);
  const quotes = useQuotes();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openQuote = readId(params.get('quote')) ?? null;
  const showQuote = (id: number) => navigate(`${paths.quotes}?quote=${id}`, { state: { overList: true } });
  // Over the list, closing is going back (as the phone's back button does); opened from a link, it is the list.
  const closeQuote = () => {
    if ((location.state as OverList | null)?.overList) navigate(-1);
    else navigate(paths.quotes, { replace: true });
  };

  let body: ReactNode;
  if (quotes.isPending) body = <QuotesSkeleton />;
  else if (quotes.isError) {
    body = (
      <div className="rounded-xl border border-stone-200 bg-white p-8 text-center">
        <p role="alert" className="text-stone-700">
          {t('load-error')} <span className="text-stone-500">{errorMessage(quotes.error)}</span>
        </p>
        <Button className="mt-4" onClick={() => quotes.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (quotes.data.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-xs">
        <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ReceiptText className="size-8" aria-hidden="true" />
        </div>
        <h2 className="mt-5 text-xl font-semibold text-stone-900">{t('empty')}</h2>
        <p className="mt-2 max-w-md text-stone-600">{t('empty-hint')}</p>
        <Link to={paths.cart} className={buttonClass('primary', 'lg', 'mt-6')}>
          {t('go-to-cart')}
        </Link>
      </div>
    );
  } else {
    body = <QuotesTable quotes={quotes.data} onShow={showQuote} />;
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        aside={
          quotes.data && quotes.data.length > 0 && <p className="text-sm text-stone-500">{t('count', { count: quotes.data.length })}</p>
        }
      />
      {body}
      <QuoteDetailDialog quoteId={openQuote} onClose={closeQuote} />
    </div>
  );
}

/** A card per quote on a phone, a table's row on wider screens (as «Mis órdenes»). */
function QuotesTable({ quotes, onShow }: { quotes: QuoteSummary[]; onShow: (id: number) => void }) {
  const { t } = useTranslation(quotesMessages);
  const words = useSellingWords();
  const cell = 'flex items-center justify-between gap-4 py-1 sm:table-cell sm:px-4 sm:py-4';
  const label = 'text-sm text-stone-500 sm:hidden';
  return (
    <div className="sm:overflow-hidden sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white sm:shadow-xs">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('table.quote')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('table.state')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('table.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('table.valid-until')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('table.total')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-stone-100">
          {quotes.map((quote) => (
            <tr
              key={quote.quoteid}
              className="relative block rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:table-row sm:rounded-none sm:border-0 sm:p-0 sm:shadow-none sm:hover:bg-stone-50"
            >
              <td className={`${cell} border-b border-stone-100 pb-3 sm:border-0 sm:pb-4`}>
                <span>
                  <span className="block text-base font-semibold text-stone-900 sm:text-sm">{t('number', { id: quote.quoteid })}</span>
                  <span className="text-xs text-stone-500">{words.counted(quote.unit_totals)}</span>
                </span>
              </td>
              <td className="absolute top-4 right-4 sm:static sm:table-cell sm:px-4 sm:py-4">
                <QuoteStateBadge state={quote.state} />
              </td>
              <td className={`${cell} pt-3 sm:pt-4`}>
                <span className={label}>{t('table.date')}</span>
                <span className="flex flex-col items-end gap-0.5 sm:items-start">
                  <span className="text-stone-700">{formatDateTime(quote.created_at, t('date-locale'))}</span>
                  {quote.requested_by && (
                    <span className="text-xs text-stone-500">{t('detail.requested-by', { name: quote.requested_by })}</span>
                  )}
                </span>
              </td>
              <td className={cell}>
                <span className={label}>{t('table.valid-until')}</span>
                <span className={quote.state === 'EXPIRED' ? 'text-stone-500 line-through' : 'text-stone-700'}>
                  {quote.valid_until ? formatDay(quote.valid_until, t('date-locale')) : t('no-date')}
                </span>
              </td>
              <td className={`${cell} sm:text-right`}>
                <span className={label}>{t('table.total')}</span>
                <QuoteTotal quote={quote} />
              </td>
              <td className="block pt-3 sm:table-cell sm:px-4 sm:py-3 sm:text-right">
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full whitespace-nowrap sm:w-auto"
                  onClick={() => onShow(quote.quoteid)}
                  aria-label={t('view-of', { id: quote.quoteid })}
                >
                  <Eye className="size-4" aria-hidden="true" />
                  {t('view')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The quoted total, the list total struck above it when lower; «Por cotizar» until Ventas answers. */
function QuoteTotal({ quote }: { quote: QuoteSummary }) {
  const { t } = useTranslation(quotesMessages);
  if (quote.total === null) return <span className="font-medium text-amber-700">{t('pending-price')}</span>;
  return (
    <span className="flex flex-col items-end tabular-nums">
      {quote.total < quote.list_total && (
        <span className="text-xs text-stone-400">
          <span className="sr-only">{t('detail.list-total')}: </span>
          <s>{formatMoney(quote.list_total)}</s>
        </span>
      )}
      <span className="font-semibold text-stone-900">{formatMoney(quote.total)}</span>
    </span>
  );
}
