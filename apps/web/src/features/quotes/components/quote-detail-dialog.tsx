/**
 * One quote over the list: its state and what it means, its lines at the list and the quoted prices, the totals, the
 * notes both ways, its PDF once answered, and for the company's owner and buyers «Aceptar cotización» and «Rechazar»
 * while it is answered and in its days. A «Consulta» reads the same without the buttons.
 */
import { canOrder } from '@store/contracts/constants';
import { paths } from '@store/contracts/paths';
import { formatMoney, toCents } from '@store/contracts/pricing';
import type { QuoteDetail, QuoteLine } from '@store/contracts/quotes';
import { CalendarClock, CalendarX, CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DetailState } from '../../../components/detail-state.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { QuantityLabel, UnitPrice } from '../../../components/ui/quantity-label.tsx';
import { WhatsAppButton } from '../../../components/whatsapp-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { useSession } from '../../../lib/session.ts';
import { formatDateTime, formatDay } from '../../../lib/store-time.ts';
import quotesMessages from '../../../locales/quotes.ts';
import { downloadQuotePdf } from '../api/download-quote-pdf.ts';
import { useQuote } from '../api/get-quotes.ts';
import { AcceptQuoteDialog } from './accept-quote-dialog.tsx';
import { DeclineQuoteDialog } from './decline-quote-dialog.tsx';
import { quoteSellingLine } from './quote-selling-line.ts';
import { QuoteStateBadge } from './quote-state.tsx';

interface QuoteDetailDialogProps {
  /** the quote shown, null when the dialog is closed */
  quoteId: number | null;
  onClose: () => void;
}

export function QuoteDetailDialog({ quoteId, onClose }: QuoteDetailDialogProps) {
  const { t } = useTranslation(quotesMessages);
  const detail = useQuote(quoteId);
  const quote = detail.data;
  return (
    <Dialog
      open={quoteId !== null}
      onOpenChange={(open) => !open && onClose()}
      wide
      title={t('detail.title', { id: quoteId })}
      description={
        quote ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <QuoteStateBadge state={quote.state} />
            <span>
              {t('detail.requested-on', { date: formatDateTime(quote.created_at, t('date-locale')) })}
              {quote.requested_by && ` ${t('detail.requested-by', { name: quote.requested_by })}`}
            </span>
          </span>
        ) : undefined
      }
    >
      <DetailState query={detail} error={t('detail.error')}>
        {(data) => <QuoteDetailBody quote={data} />}
      </DetailState>
    </Dialog>
  );
}

function QuoteDetailBody({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(quotesMessages);
  const user = useSession();
  const mayAnswer = Boolean(user?.company_role) && canOrder(user?.company_role) && quote.state === 'SENT';
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  return (
    <>
      <StateNotice quote={quote} />
      <QuoteLines lines={quote.lines} />
      <QuoteTotals quote={quote} />
      {(quote.note || quote.reply) && (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {quote.note && <NoteCard title={t('detail.your-note')} text={quote.note} who={quote.requested_by} />}
          {quote.reply && <NoteCard title={t('detail.reply')} text={quote.reply} who={quote.answered_by} accent />}
        </div>
      )}
      {/* One column of full-width buttons on a phone, one row on wider screens. */}
      <div className="mt-6 grid gap-2 border-t border-stone-200 pt-4 sm:flex sm:flex-wrap sm:justify-end">
        <WhatsAppButton text={t('detail.whatsapp', { id: quote.quoteid })} className="sm:mr-auto" />
        {quote.answered_at && (
          <DownloadButton onDownload={() => downloadQuotePdf(quote.quoteid)}>{t('detail.download-pdf')}</DownloadButton>
        )}
        {mayAnswer && (
          <>
            <Button variant="outline" onClick={() => setDeclining(true)}>
              {t('detail.decline')}
            </Button>
            <Button onClick={() => setAccepting(true)}>{t('detail.accept')}</Button>
          </>
        )}
      </div>
      {/* Kept while open even if the quote changes under it: a refusal's reason stays on screen. */}
      <AcceptQuoteDialog quote={quote} open={accepting} onOpenChange={setAccepting} />
      <DeclineQuoteDialog quoteId={quote.quoteid} open={declining} onOpenChange={setDeclining} />
    </>
  );
}

/** What the state means for the company, and what it may do next. */
function StateNotice({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(quotesMessages);
  const locale = t('date-locale');
  const validUntil = quote.valid_until ? formatDay(quote.valid_until, locale) : null;
  const answered = quote.answered_at
    ? quote.answered_by
      ? t('detail.sent-by', { name: quote.answered_by, date: formatDateTime(quote.answered_at, locale) })
      : t('detail.sent', { date: formatDateTime(quote.answered_at, locale) })
    : null;
  switch (quote.state) {
    case 'REQUESTED':
      return (
        <Notice tone="amber" icon={<Hourglass className="size-5" aria-hidden="true" />}>
          {t('detail.requested')}
        </Notice>
      );
    case 'SENT':
      return (
        <Notice tone="brand" icon={<CalendarClock className="size-5" aria-hidden="true" />}>
          {answered && <span className="block">{answered}</span>}
          {validUntil && <strong className="block font-semibold text-stone-900">{t('detail.valid-until', { date: validUntil })}</strong>}
        </Notice>
      );
    case 'EXPIRED':
      return (
        <Notice tone="stone" icon={<CalendarX className="size-5" aria-hidden="true" />}>
          {t('detail.expired', { date: validUntil })}
        </Notice>
      );
    case 'ACCEPTED':
      return (
        <Notice tone="green" icon={<CircleCheck className="size-5" aria-hidden="true" />}>
          <span className="block">{t('detail.accepted', { id: quote.saleid })}</span>
          {quote.saleid !== null && (
            <Link to={paths.order(quote.saleid)} className={buttonClass('outline', 'sm', 'mt-2')}>
              {t('detail.view-order', { id: quote.saleid })}
            </Link>
          )}
        </Notice>
      );
    case 'DECLINED':
      return (
        <Notice tone="red" icon={<CircleX className="size-5" aria-hidden="true" />}>
          <span className="block">{t('detail.declined')}</span>
          {quote.decline_reason && <span className="block">{t('detail.decline-reason', { reason: quote.decline_reason })}</span>}
        </Notice>
      );
  }
}

const noticeTones = {
  amber: 'border-amber-200 bg-amber-50 [&>svg]:text-amber-700',
  brand: 'border-brand-200 bg-brand-50 [&>svg]:text-brand-700',
  stone: 'border-stone-200 bg-stone-50 [&>svg]:text-stone-500',
  green: 'border-emerald-200 bg-emerald-50 [&>svg]:text-emerald-700',
  red: 'border-red-200 bg-red-50 [&>svg]:text-red-700',
} as const;

function Notice({ tone, icon, children }: { tone: keyof typeof noticeTones; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`mb-5 flex gap-3 rounded-xl border p-4 text-sm text-stone-700 ${noticeTones[tone]}`}>
      {icon}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** The lines as the order's detail draws them: a card each on a phone, a table's row on wider screens. */
function QuoteLines({ lines }: { lines: QuoteLine[] }) {
  const { t } = useTranslation(quotesMessages);
  const label = 'text-xs text-stone-500 sm:hidden';
  const cell = 'flex items-center justify-between gap-3 py-0.5 sm:table-cell sm:py-3 sm:px-3 sm:text-right';
  return (
    <table className="block w-full text-left text-sm sm:table">
      <caption className="sr-only">{t('detail.caption')}</caption>
      <thead className="hidden border-b border-stone-200 text-xs font-semibold tracking-wide text-stone-500 uppercase sm:table-header-group">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('detail.product')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t('detail.quantity')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t('detail.price')}
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold">
            {t('detail.line-total')}
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-stone-100 sm:table-row-group">
        {lines.map((line) => (
          <tr key={line.quotelineid} className="block py-3 sm:table-row sm:py-0">
            <td className="block pb-2 sm:table-cell sm:py-3 sm:pr-3">
              <div className="flex gap-3">
                <ProductImage
                  src={line.thumbnail ?? undefined}
                  alt=""
                  loading="lazy"
                  className="size-14 shrink-0 rounded-lg border border-stone-200 bg-stone-100 object-cover"
                />
                <div className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{line.brand_name}</p>
                  <p className="font-medium text-stone-900">{line.product_name}</p>
                  <dl className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-stone-600">
                    <div className="flex items-center gap-1">
                      <dt className="sr-only">{t('detail.code')}</dt>
                      <dd className="font-mono">{line.code}</dd>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <dt className="sr-only">{t('detail.color')}</dt>
                      <dd className="flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className="inline-block size-3 rounded-full border border-stone-300"
                          style={{ backgroundColor: line.color.hexcode }}
                        />
                        {line.color.name}
                      </dd>
                    </div>
                    {line.size && (
                      <div className="flex items-center gap-1">
                        <dt>{t('detail.size')}</dt>
                        <dd className="font-medium text-stone-800">{line.size}</dd>
                      </div>
                    )}
                  </dl>
                </div>
              </div>
            </td>
            <td className={`${cell} tabular-nums`}>
              <span className={label}>{t('detail.quantity')}</span>
              <QuantityLabel line={quoteSellingLine(line)} />
            </td>
            <td className={`${cell} tabular-nums`}>
              <span className={label}>{t('detail.price')}</span>
              <LinePrice line={line} />
            </td>
            <td className={`${cell} font-semibold text-stone-900 tabular-nums sm:pr-0`}>
              <span className={label}>{t('detail.line-total')}</span>
              {formatMoney(line.line_total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Ventas's price, the list price struck above it when lower; the list price and «Por cotizar» until answered. */
function LinePrice({ line }: { line: QuoteLine }) {
  const { t } = useTranslation(quotesMessages);
  const lower = line.quoted_price !== null && line.quoted_price < line.list_price;
  return (
    <span className="inline-flex flex-col items-end">
      {lower && (
        <span className="text-xs text-stone-400">
          <span className="sr-only">{t('detail.list-price')} </span>
          <s>{formatMoney(line.list_price)}</s>
        </span>
      )}
      <UnitPrice
        priceCents={toCents(line.quoted_price ?? line.list_price)}
        unit={line.unit}
        boxUnits={line.stocktype === 'BOXES' ? line.units_per_quantity : undefined}
        className={`items-end ${lower ? 'font-semibold text-brand-800' : ''}`}
      />
      {line.quoted_price === null && <span className="text-xs font-medium text-amber-700">{t('detail.pending-line')}</span>}
    </span>
  );
}

function QuoteTotals({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(quotesMessages);
  const words = useSellingWords();
  const row = 'flex items-baseline justify-between gap-4 py-1';
  const savings = quote.total !== null ? quote.list_total - quote.total : 0;
  return (
    <div className="mt-4 ml-auto max-w-sm border-t border-stone-200 pt-3 text-sm text-stone-700 tabular-nums">
      <p className="pb-1 text-xs text-stone-500">{words.totals(quote.lines.map(quoteSellingLine))}</p>
      <dl>
        <div className={row}>
          <dt>{t('detail.list-total')}</dt>
          <dd>{savings > 0 ? <s className="text-stone-500">{formatMoney(quote.list_total)}</s> : formatMoney(quote.list_total)}</dd>
        </div>
        {savings > 0 && (
          <div className={`${row} text-brand-700`}>
            <dt>{quote.percent_off !== null ? `${t('detail.savings')} (${quote.percent_off}%)` : t('detail.savings')}</dt>
            <dd className="font-medium">-{formatMoney(savings)}</dd>
          </div>
        )}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-stone-200 pt-2">
          <dt className="font-semibold text-stone-900">{t('detail.total')}</dt>
          <dd className={quote.total === null ? 'font-semibold text-amber-700' : 'text-xl font-bold text-stone-900'}>
            {quote.total === null ? t('pending-price') : formatMoney(quote.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-xs text-stone-500">{t('detail.vat-note')}</p>
    </div>
  );
}

function NoteCard({ title, text, who, accent = false }: { title: string; text: string; who: string | null; accent?: boolean }) {
  return (
    <section className={`rounded-xl border p-4 text-sm ${accent ? 'border-brand-200 bg-brand-50/50' : 'border-stone-200'}`}>
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <p className="mt-1 whitespace-pre-line text-stone-700">{text}</p>
      {who && <p className="mt-2 text-xs text-stone-500">— {who}</p>}
    </section>
  );
}
