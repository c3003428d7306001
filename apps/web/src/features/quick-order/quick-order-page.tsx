/**
 * Pedido rápido (decision 018): the buyer pastes lines from a notebook or a spreadsheet (or uploads a .csv or
 * .xlsx), reviews them on the server, and adds the valid ones to the cart in one request.
 */
import { QUICK_ORDER_MAX_LINES } from '@store/contracts/constants';
import { paths } from '@store/contracts/paths';
import { formatMoney } from '@store/contracts/pricing';
import type { QuickOrderReview } from '@store/contracts/quick-order';
import { CircleAlert, CircleCheck, FileSpreadsheet, ListChecks, ShoppingCart } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/messages.ts';
import { Link } from '../../lib/router.tsx';
import quickOrderMessages from '../../locales/quick-order.ts';
import { useAddQuickOrder } from './api/add-quick-order.ts';
import { useReviewQuickOrder } from './api/review-quick-order.ts';
import { ReviewTable, useLineError } from './components/review-table.tsx';

export function QuickOrderPage() {
  const { t } = useTranslation(quickOrderMessages);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [review, setReview] = useState<QuickOrderReview | null>(null);
  /** the text the review is of: once the box changes, the review must be made again before adding */
  const [reviewedText, setReviewedText] = useState('');
  /** how many lines the last add put into the cart */
  const [added, setAdded] = useState<number | null>(null);
  const reviewing = useReviewQuickOrder();
  const adding = useAddQuickOrder();
  const lineError = useLineError();

  const showReview = (answer: QuickOrderReview, of: string) => {
    setReview(answer);
    setReviewedText(of);
    setAdded(null);
    adding.reset();
  };
  const runReview = () => reviewing.mutate({ text }, { onSuccess: (answer) => showReview(answer, text) });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reviewing.mutate(
      { file },
      {
        onSuccess: (answer) => {
          const fileText = answer.text ?? '';
          setText(fileText);
          showReview(answer, fileText);
        },
      },
    );
  };

  const valid = review?.lines.filter((l) => l.item) ?? [];
  const errors = review?.lines.filter((l) => l.error) ?? [];
  const stale = review !== null && text !== reviewedText;
  // A double tap lands twice before the button re-renders disabled: the ref lets only the first through
  // (and the server refuses the same lines again within seconds, should a second request still go).
  const sending = useRef(false);
  const addValid = () => {
    if (sending.current) return;
    sending.current = true;
    adding.mutate(
      valid.map((l) => ({ line: l.line, prodvarid: l.item!.prodvarid, sizeid: l.item!.sizeid, quantity: l.quantity ?? 0 })),
      {
        onSuccess: (answer) => {
          setAdded(answer.added);
          setReview(null);
          setText('');
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const lineCount = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <div className="mb-6 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-stone-600">{t('subtitle')}</p>
      </div>

      {added !== null && (
        <div
          role="status"
          className="mb-6 flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-2 font-semibold text-emerald-900">
            <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
            {t('added', { count: added })}
          </p>
          <Link to={paths.cart} className={buttonClass('primary', 'md')}>
            <ShoppingCart className="size-4" aria-hidden="true" />
            {t('go-to-cart')}
          </Link>
        </div>
      )}

      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`${id}-lines`} className="text-sm font-semibold text-stone-800">
            {t('label')}
          </label>
          <span className="text-xs text-stone-500 tabular-nums">{t('lines-count', { count: lineCount })}</span>
        </div>
        <textarea
          id={`${id}-lines`}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          spellCheck={false}
          autoCapitalize="characters"
          placeholder={t('placeholder')}
          className="mt-2 block w-full rounded-lg border border-stone-300 bg-white p-3 font-mono text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <p id={`${id}-hint`} className="mt-2 text-sm text-stone-600">
          {t('hint', { max: QUICK_ORDER_MAX_LINES })}
        </p>
        <p className="mt-1 text-xs text-stone-500">{t('quantities')}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button onClick={runReview} disabled={reviewing.isPending || text.trim() === ''}>
            {reviewing.isPending ? <Spinner className="size-4" /> : <ListChecks className="size-4" aria-hidden="true" />}
            {t('review')}
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={reviewing.isPending}>
            <FileSpreadsheet className="size-4" aria-hidden="true" />
            {t('upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('upload')}
            onChange={onFile}
          />
          {text !== '' && (
            <Button
              variant="ghost"
              className="sm:ml-auto"
              onClick={() => {
                setText('');
                setReview(null);
              }}
            >
              {t('clear')}
            </Button>
          )}
        </div>
        {reviewing.isError && (
          <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {errorMessage(reviewing.error)}
          </p>
        )}
      </div>

      {review && (
        <section className="mt-8" aria-labelledby={`${id}-review`}>
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${id}-review`} className="text-lg font-semibold text-stone-900">
              {t('summary-valid', { count: valid.length })}
              {errors.length > 0 && <span className="text-red-700"> · {t('summary-errors', { count: errors.length })}</span>}
            </h2>
            <p className="text-sm text-stone-600">
              {t('total')}: <span className="font-semibold text-stone-900 tabular-nums">{formatMoney(review.total)}</span>
            </p>
          </div>
          {errors.length > 0 && (
            <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              <p className="font-semibold">{t('errors-title')}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {errors.map((l) => (
                  <li key={l.line}>{lineError(l)}</li>
                ))}
              </ul>
            </div>
          )}
          <ReviewTable lines={review.lines} />
          {adding.isError && (
            <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {errorMessage(adding.error)}
            </p>
          )}
          {stale && <p className="mt-4 text-sm text-amber-800">{t('stale')}</p>}
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button size="lg" onClick={addValid} disabled={valid.length === 0 || stale || adding.isPending}>
              {adding.isPending ? <Spinner className="size-4" /> : <ShoppingCart className="size-5" aria-hidden="true" />}
              {errors.length > 0 ? t('add-valid', { count: valid.length }) : t('add-all')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
