/**
 * One quote in the back office (docs/product.md §29): its lines, the buyer's note, its PDF, and while it is open
 * (requested, answered, or past its day and not taken) the answer form; once accepted, the order it became.
 */
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { formatMoney } from '@store/contracts/pricing';
import type { QuoteDetail } from '@store/contracts/quotes';
import { ArrowRight, Building2, CircleCheck, MessageSquareText } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { QuantityLabel } from '../../../components/ui/quantity-label.tsx';
import { download } from '../../../lib/files.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { formatDateTime, formatDay } from '../../../lib/store-time.ts';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RecordHistory } from '../components/record-history.tsx';
import { AnswerForm } from './answer-form.tsx';
import { useAdminQuote } from './api/get-quote.ts';
import { QuoteStateBadge } from './quote-state-badge.tsx';

/** Open to an answer: requested, answered (to correct it) or past its day (to send it again); the server says the same. */
const answerable = (q: QuoteDetail) => q.state === 'REQUESTED' || q.state === 'SENT' || q.state === 'EXPIRED';

export default function QuotePage() {
  const { t } = useTranslation(adminQuotesMessages);
  const words = useSellingWords();
  const { id } = useParams();
  const quoteId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const query = useAdminQuote(quoteId);
  const back = { to: adminPaths.quotes, label: t('detail.back') };
  return (
    <QueryState query={query}>
      {({ quote }) => (
        <>
          <PageHeader
            back={back}
            title={
              <span className="flex flex-wrap items-center gap-3">
                {t('detail.title', { id: quote.quoteid })}
                <QuoteStateBadge state={quote.state} size="md" />
              </span>
            }
            description={[
              t('detail.created', { date: formatDateTime(quote.created_at) }),
              quote.requested_by ? t('detail.requested-by', { name: quote.requested_by }) : t('detail.written-by-sales'),
              words.counted(quote.unit_totals),
              ...(quote.valid_until ? [t('detail.valid-until', { date: formatDay(quote.valid_until) })] : []),
            ].join(' · ')}
            actions={
              <>
                {quote.saleid !== null && (
                  <Link to={adminPaths.order(quote.saleid)} className={buttonClass('primary', 'md')}>
                    {t('detail.order-link', { id: quote.saleid })}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
                <DownloadButton onDownload={() => download(adminEndpoints.quotes.pdf, { params: { id: quote.quoteid } })}>
                  {t('detail.download-pdf')}
                </DownloadButton>
              </>
            }
          />
          <StateNotice quote={quote} />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <div className="flex min-w-0 flex-col gap-4">
              {answerable(quote) ? (
                <Panel title={quote.state === 'REQUESTED' ? t('answer.title') : t('answer.title-again')}>
                  <AnswerForm key={`${quote.quoteid}-${quote.answered_at ?? ''}`} quote={quote} />
                </Panel>
              ) : (
                <Panel title={t('detail.lines')}>
                  <QuoteLines quote={quote} />
                </Panel>
              )}
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <QuoteNotes quote={quote} />
              <QuoteCompany quote={quote} />
              <RecordHistory entity="quote" entityId={quote.quoteid} />
            </div>
          </div>
        </>
      )}
    </QueryState>
  );
}

/** How a closed quote ended (the order it became, the reason it was declined), or that it is past its day. */
function StateNotice({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(adminQuotesMessages);
  if (quote.state === 'ACCEPTED' && quote.saleid !== null)
    return (
      <p className="mb-4 flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {t('detail.accepted', { id: quote.saleid })}{' '}
          <Link to={adminPaths.order(quote.saleid)} className="font-semibold underline">
            {t('detail.order-link', { id: quote.saleid })}
          </Link>
        </span>
      </p>
    );
  if (quote.state === 'DECLINED')
    return (
      <p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        {t('detail.declined')}
        {quote.decline_reason && (
          <>
            {' '}
            <strong className="font-semibold">{t('detail.decline-reason')}</strong> {quote.decline_reason}
          </>
        )}
      </p>
    );
  if (quote.state === 'EXPIRED' && quote.valid_until)
    return (
      <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('detail.expired', { date: formatDay(quote.valid_until) })}
      </p>
    );
  return null;
}

/** A closed quote's lines: the list price, the quoted one and the line's total, and the totals. */
function QuoteLines({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(adminQuotesMessages);
  const words = useSellingWords();
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase';
  const wide = 'hidden sm:table-cell';
  return (
    <>
      <div className="-mx-4 overflow-x-auto sm:-mx-5">
        <table className="min-w-full divide-y divide-stone-200 text-sm">
          <caption className="sr-only">{t('detail.lines-caption')}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className={`${th} pl-4 sm:pl-5`}>
                {t('detail.col.product')}
              </th>
              <th scope="col" className={`${th} ${wide} text-right`}>
                {t('detail.col.quantity')}
              </th>
              <th scope="col" className={`${th} ${wide} text-right`}>
                {t('detail.col.list-price')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('detail.col.quoted-price')}
              </th>
              <th scope="col" className={`${th} pr-4 text-right sm:pr-5`}>
                {t('detail.col.total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {quote.lines.map((l) => {
              const selling = { quantity: l.quantity, stockType: l.stocktype, unit: l.unit, unitsPerQuantity: l.units_per_quantity };
              return (
                <tr key={l.quotelineid}>
                  <td className="py-3 pr-3 pl-4 sm:pl-5">
                    <p className="font-medium text-stone-900">{l.product_name}</p>
                    <p className="text-xs text-stone-600">
                      {l.color.name} · <span className="font-mono">{l.code}</span>
                      {l.size && (
                        <>
                          {' '}
                          · {t('detail.col.size')} {l.size}
                        </>
                      )}
                    </p>
                    <QuantityLabel line={selling} className="text-xs text-stone-600 sm:hidden" />
                  </td>
                  <td className={`${wide} px-3 py-3 text-right whitespace-nowrap text-stone-700`}>
                    <QuantityLabel line={selling} />
                  </td>
                  <td className={`${wide} px-3 py-3 text-right whitespace-nowrap text-stone-600 tabular-nums`}>
                    {formatMoney(l.list_price)}
                  </td>
                  <td className="px-3 py-3 text-right whitespace-nowrap text-stone-900 tabular-nums">
                    {l.quoted_price === null ? '—' : formatMoney(l.quoted_price)}{' '}
                    <span className="text-xs text-stone-500">{words.each(l.unit)}</span>
                  </td>
                  <td className="py-3 pr-4 pl-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums sm:pr-5">
                    {formatMoney(l.line_total)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 flex flex-col gap-1 border-t border-stone-200 pt-4 text-sm">
        {quote.percent_off !== null && <p className="mb-1 text-stone-600">{t('detail.percent-off', { percent: quote.percent_off })}</p>}
        <div className="flex justify-between text-stone-600">
          <dt>{t('detail.list-total')}</dt>
          <dd className="tabular-nums">{formatMoney(quote.list_total)}</dd>
        </div>
        <div className="flex justify-between text-base font-bold text-stone-900">
          <dt>{t('detail.total')}</dt>
          <dd className="tabular-nums">{quote.total === null ? '—' : formatMoney(quote.total)}</dd>
        </div>
      </dl>
    </>
  );
}

/** What the buyer wrote with the request, and what Ventas answered (who and when). */
function QuoteNotes({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(adminQuotesMessages);
  if (!quote.note && !quote.answered_by) return null;
  return (
    <Panel>
      <div className="flex flex-col gap-4 text-sm">
        {quote.note && (
          <div>
            <h2 className="mb-1 flex items-center gap-2 font-semibold text-stone-900">
              <MessageSquareText className="size-4 text-stone-400" aria-hidden="true" />
              {t('detail.buyer-note')}
            </h2>
            <p className="whitespace-pre-line text-stone-700">{quote.note}</p>
          </div>
        )}
        {quote.answered_by && (
          <div className={quote.note ? 'border-t border-stone-100 pt-4' : ''}>
            <p className="text-stone-600">
              {t('detail.answered', { name: quote.answered_by, date: quote.answered_at ? formatDateTime(quote.answered_at) : '' })}
            </p>
            {quote.reply && (
              <>
                <h2 className="mt-2 mb-1 font-semibold text-stone-900">{t('detail.reply')}</h2>
                <p className="whitespace-pre-line text-stone-700">{quote.reply}</p>
              </>
            )}
          </div>
        )}
      </div>
    </Panel>
  );
}

function QuoteCompany({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(adminQuotesMessages);
  const can = useCan();
  return (
    <Panel title={t('detail.distributor')}>
      <p className="flex items-center gap-2 text-base font-semibold text-stone-900">
        <Building2 className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
        {quote.company_name}
      </p>
      {quote.requested_by && <p className="mt-1 text-sm text-stone-600">{t('detail.requested-by', { name: quote.requested_by })}</p>}
      {can('distributors') && (
        <Link
          to={adminPaths.distributor(quote.companyid)}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('detail.view-distributor')} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </Panel>
  );
}
