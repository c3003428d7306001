/**
 * Lines pasted as in the distributor's «Pedido rápido» («CA-1042-NEG 24», «CA-2210-AZU 38 6»), read on the server at
 * one company's prices and stock: the box, its review, and the lines that cannot be used. A review belongs to the
 * text and the company it was made for: once either changes it is stale.
 */
import { QUICK_ORDER_MAX_LINES } from '@store/contracts/constants';
import type { QuickOrderReview, QuickOrderReviewLine } from '@store/contracts/quick-order';
import { CircleAlert, ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { errorMessage } from '../../../../lib/messages.ts';
import adminQuotesMessages from '../../../../locales/admin-quotes.ts';
import { useLineError } from '../../../quick-order/index.ts';
import { useReviewCompanyLines } from './review-company-lines.ts';

export type ReviewedLine = QuickOrderReviewLine & { item: NonNullable<QuickOrderReviewLine['item']>; quantity: number };

/** `purpose`: an order's lines are weighed against the stock, a quote's only by their selling unit. */
export function useCompanyLines(companyid: number | null, purpose: 'order' | 'quote') {
  const [text, setText] = useState('');
  const [reviewed, setReviewed] = useState<{ answer: QuickOrderReview; text: string; companyid: number } | null>(null);
  const reviewing = useReviewCompanyLines();
  const review = reviewed && reviewed.companyid === companyid ? reviewed.answer : null;
  const run = () => {
    if (companyid === null) return;
    const sent = text;
    reviewing.mutate({ companyid, text: sent, purpose }, { onSuccess: (answer) => setReviewed({ answer, text: sent, companyid }) });
  };
  const valid = (review?.lines.filter((l) => l.item !== null) ?? []) as ReviewedLine[];
  const errors = review?.lines.filter((l) => l.error !== null) ?? [];
  return {
    text,
    setText,
    run,
    reviewing,
    review,
    valid,
    errors,
    /** the text changed since the review */
    stale: review !== null && reviewed?.text !== text,
  };
}
export type CompanyLines = ReturnType<typeof useCompanyLines>;

/** The text box and «Revisar líneas». */
export function PastedLinesBox({ lines, disabled = false }: { lines: CompanyLines; disabled?: boolean }) {
  const { t } = useTranslation(adminQuotesMessages);
  const id = useId();
  const count = lines.text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={`${id}-lines`} className="text-sm font-medium text-stone-700">
          {t('lines.label')}
        </label>
        <span className="text-xs text-stone-500 tabular-nums">{t('lines.count', { count })}</span>
      </div>
      <textarea
        id={`${id}-lines`}
        aria-describedby={`${id}-hint`}
        value={lines.text}
        onChange={(e) => lines.setText(e.target.value)}
        rows={6}
        spellCheck={false}
        autoCapitalize="characters"
        placeholder={t('lines.placeholder')}
        disabled={disabled}
        className="block w-full rounded-lg border border-stone-300 bg-white p-3 font-mono text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100"
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {t('lines.hint', { max: QUICK_ORDER_MAX_LINES })}
      </p>
      <div>
        <Button
          variant={lines.review && !lines.stale ? 'outline' : 'primary'}
          onClick={lines.run}
          disabled={disabled || lines.reviewing.isPending || lines.text.trim() === ''}
          className="w-full sm:w-auto"
        >
          {lines.reviewing.isPending ? <Spinner className="size-4" /> : <ListChecks className="size-4" aria-hidden="true" />}
          {t('lines.review')}
        </Button>
      </div>
      {lines.reviewing.isError && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {errorMessage(lines.reviewing.error)}
        </p>
      )}
    </div>
  );
}

/** «3 líneas válidas · 1 con error», and the review's lines that cannot be used, each with the server's sentence. */
export function ReviewSummary({ lines }: { lines: CompanyLines }) {
  const { t } = useTranslation(adminQuotesMessages);
  const lineError = useLineError();
  if (!lines.review) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-stone-900" aria-live="polite">
        {t('lines.valid', { count: lines.valid.length })}
        {lines.errors.length > 0 && <span className="text-red-700"> · {t('lines.errors', { count: lines.errors.length })}</span>}
      </p>
      {lines.errors.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t('lines.errors-title')}</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-5">
            {lines.errors.map((l) => (
              <li key={l.line}>{lineError(l)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
