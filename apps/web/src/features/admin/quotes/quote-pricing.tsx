/**
 * Pricing a quote (docs/product.md §29), as Ventas answers a request or writes one from scratch: a «Precio cotizado» per
 * line (per pair or unit, VAT included), or a «Descuento a toda la cotización (%)» that fills every price from the list
 * price, the day it holds until, a note, and the total as it is typed. The form's values are text as typed; the
 * page reads them into the contracts' body and checks it with the contracts' schema (`pricingIssues`).
 */
import { QUOTE_PERCENT_MAX, QUOTE_VALID_DAYS, QUOTE_VALID_MAX_DAYS } from '@store/contracts/constants';
import { discountedCents, formatCents, toCents } from '@store/contracts/pricing';
import { addDays, storeDayOf } from '@store/contracts/store-time';
import { Send } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type FieldPath, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClass, TextField } from '../../../components/ui/field.tsx';
import { QuantityLabel } from '../../../components/ui/quantity-label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type SellingLine, useSellingWords } from '../../../lib/selling-unit.ts';
import { storeTimeZone } from '../../../lib/store-time.ts';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';

/** One line to price, whatever it comes from (a quote's line, a reviewed pasted line). */
export interface PricingLine {
  /** the form's key of its price: a letter first, so that react-hook-form keeps `prices` an object */
  key: string;
  productName: string;
  code: string;
  color: { name: string; hexcode: string };
  size: string | null;
  selling: SellingLine;
  /** per pair (or unit), VAT included, in dollars */
  listPrice: number;
}

export interface PricingValues {
  /** per line, by its key: dollars as typed */
  prices: Record<string, string>;
  /** a whole percent as typed; blank: the prices per line */
  percent: string;
  valid_until: string;
  reply: string;
}

export const storeToday = () => storeDayOf(new Date(), storeTimeZone);
/** The day a new answer holds until by default: today + QUOTE_VALID_DAYS. */
export const defaultValidUntil = () => addDays(storeToday(), QUOTE_VALID_DAYS);

/** A price as typed, in dollars: NaN when blank (the contracts' rule then says what to type). */
export const typedPrice = (text: string | undefined) => (text?.trim() ? Number(text.replace(',', '.')) : Number.NaN);
/** The percent as typed: null when blank. */
export const typedPercent = (text: string) => (text.trim() === '' ? null : Number(text));
const usablePercent = (p: number | null): p is number => p !== null && Number.isInteger(p) && p >= 1 && p <= QUOTE_PERCENT_MAX;

/** A price filled from the list price less a percent, as the server computes it. */
const discountedText = (listPrice: number, percent: number) => (discountedCents(toCents(listPrice), percent) / 100).toFixed(2);

/** Each line's price in cents as it stands (the percent's, or the one typed; 0 while unreadable), and the totals. */
export function pricingTotals(lines: PricingLine[], prices: Record<string, string>, percentText: string) {
  const percent = typedPercent(percentText);
  let totalCents = 0;
  let listCents = 0;
  for (const l of lines) {
    const units = l.selling.quantity * l.selling.unitsPerQuantity;
    const price = usablePercent(percent) ? discountedCents(toCents(l.listPrice), percent) : toCents(typedPrice(prices[l.key]) || 0);
    totalCents += units * price;
    listCents += units * toCents(l.listPrice);
  }
  return { totalCents, listCents };
}

/**
 * The contracts' refusals of a body put on the fields they are about: a line's price (`path` of the line's index →
 * its key), the percent, the day, the note; anything else on the form (above its button).
 */
export function pricingIssues(
  form: UseFormReturn<PricingValues>,
  issues: z.core.$ZodIssue[],
  lines: PricingLine[],
  linesField: 'prices' | 'lines',
) {
  for (const issue of issues) {
    const [first, index] = issue.path;
    let field: FieldPath<PricingValues> | 'root.server' = 'root.server';
    if (first === linesField && typeof index === 'number' && lines[index]) field = `prices.${lines[index].key}`;
    else if (first === 'percent_off') field = 'percent';
    else if (first === 'valid_until' || first === 'reply') field = first;
    if (!form.getFieldState(field as FieldPath<PricingValues>).error) form.setError(field, { message: issue.message });
  }
}

/** The lines with their price inputs: a table from a tablet up, a card per line on a phone (the same inputs). */
function PricingTable({ form, lines }: { form: UseFormReturn<PricingValues>; lines: PricingLine[] }) {
  const { t } = useTranslation(adminQuotesMessages);
  const words = useSellingWords();
  const prices = useWatch({ control: form.control, name: 'prices' });
  const percentText = useWatch({ control: form.control, name: 'percent' });
  const percent = typedPercent(percentText);
  const { errors } = form.formState;
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border md:border-stone-200">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{t('detail.lines-caption')}</caption>
        <thead className="hidden bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2.5">
              {t('detail.col.product')}
            </th>
            <th scope="col" className="px-3 py-2.5">
              {t('detail.col.quantity')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('detail.col.list-price')}
            </th>
            <th scope="col" className="w-40 px-3 py-2.5">
              {t('answer.price')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('detail.col.total')}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {lines.map((l) => {
            const name = `prices.${l.key}` as const;
            const error = errors.prices?.[l.key]?.message;
            const inputId = `quote-price-${l.key}`;
            const units = l.selling.quantity * l.selling.unitsPerQuantity;
            const cents = usablePercent(percent)
              ? discountedCents(toCents(l.listPrice), percent)
              : toCents(typedPrice(prices?.[l.key]) || 0);
            return (
              <tr
                key={l.key}
                className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white p-3 md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0"
              >
                <td className="col-span-2 min-w-0 md:px-3 md:py-2.5 md:align-top">
                  <p className="font-medium text-stone-900">{l.productName}</p>
                  <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-stone-600">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full ring-1 ring-stone-300"
                      style={{ backgroundColor: l.color.hexcode }}
                    />
                    {l.color.name} · <span className="font-mono">{l.code}</span>
                    {l.size && (
                      <>
                        {' '}
                        · {t('detail.col.size')} {l.size}
                      </>
                    )}
                  </p>
                </td>
                <td className="text-stone-700 md:px-3 md:py-2.5 md:align-top">
                  <QuantityLabel line={l.selling} />
                </td>
                <td className="text-right text-stone-600 tabular-nums md:px-3 md:py-2.5 md:align-top">
                  <span className="text-xs text-stone-500 md:hidden">{t('detail.col.list-price')}: </span>
                  {formatCents(toCents(l.listPrice))} <span className="text-xs text-stone-500">{words.each(l.selling.unit)}</span>
                </td>
                <td className="col-span-2 md:col-span-1 md:px-3 md:py-2 md:align-top">
                  <span aria-hidden="true" className="mb-1 block text-xs font-medium text-stone-600 md:hidden">
                    {t('answer.price')}
                  </span>
                  <div className="relative">
                    <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500" aria-hidden="true">
                      $
                    </span>
                    <input
                      id={inputId}
                      aria-label={t('answer.price-of', { product: `${l.productName} ${l.code}${l.size ? ` ${l.size}` : ''}` })}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={`${inputClass} h-10 pr-3 pl-7 text-right tabular-nums md:w-36`}
                      {...form.register(name, {
                        // a price typed by hand: the percent no longer says every price
                        onChange: () => {
                          if (form.getValues('percent') !== '') form.setValue('percent', '');
                        },
                      })}
                    />
                  </div>
                  {error && (
                    <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-600">
                      {error}
                    </p>
                  )}
                </td>
                <td className="col-span-2 text-right font-semibold text-stone-900 tabular-nums md:col-span-1 md:px-3 md:py-2.5 md:align-top">
                  <span className="text-xs font-normal text-stone-500 md:hidden">{t('detail.col.total')}: </span>
                  {formatCents(units * cents)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The whole pricing: lines, percent, validity, note, the live total and «Enviar cotización». `onSubmit` gets the
 * values as typed; a refusal it cannot place goes under `root.server`.
 */
export function PricingForm({
  form,
  lines,
  onSubmit,
  pending,
  intro,
  disabled = false,
}: {
  form: UseFormReturn<PricingValues>;
  lines: PricingLine[];
  onSubmit: (values: PricingValues) => void | Promise<void>;
  pending: boolean;
  intro?: ReactNode;
  /** the button waits (a review to redo, a company to choose) */
  disabled?: boolean;
}) {
  const { t } = useTranslation(adminQuotesMessages);
  const id = useId();
  const prices = useWatch({ control: form.control, name: 'prices' });
  const percentText = useWatch({ control: form.control, name: 'percent' });
  const { totalCents, listCents } = pricingTotals(lines, prices ?? {}, percentText);
  const { errors } = form.formState;
  const today = storeToday();
  const fillFromPercent = (text: string) => {
    const percent = typedPercent(text);
    if (!usablePercent(percent)) return;
    for (const l of lines) form.setValue(`prices.${l.key}`, discountedText(l.listPrice, percent));
    form.clearErrors('prices');
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        form.clearErrors();
        void form.handleSubmit(onSubmit)(e);
      }}
      className="flex flex-col gap-5"
    >
      {intro}
      <PricingTable form={form} lines={lines} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-percent`}
          label={t('answer.percent')}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUOTE_PERCENT_MAX}
          step={1}
          error={errors.percent?.message}
          hint={t('answer.percent-hint')}
          {...form.register('percent', { onChange: (e) => fillFromPercent(e.target.value) })}
        />
        <TextField
          id={`${id}-valid-until`}
          label={t('answer.valid-until')}
          type="date"
          min={today}
          max={addDays(today, QUOTE_VALID_MAX_DAYS)}
          error={errors.valid_until?.message}
          hint={t('answer.valid-until-hint', { days: QUOTE_VALID_MAX_DAYS })}
          {...form.register('valid_until')}
        />
      </div>
      <FieldShell id={`${id}-reply`} label={t('answer.reply')} error={errors.reply?.message} hint={t('answer.reply-hint')}>
        <textarea
          id={`${id}-reply`}
          rows={3}
          aria-invalid={errors.reply ? true : undefined}
          aria-describedby={errors.reply ? `${id}-reply-error` : undefined}
          className={`${inputClass} h-auto py-2`}
          {...form.register('reply')}
        />
      </FieldShell>
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-stone-600">{t('answer.total')}</p>
          <p className="text-2xl font-bold text-stone-900 tabular-nums" aria-live="polite" data-testid="quote-total">
            {formatCents(totalCents)}
          </p>
          <p className="text-xs text-stone-500 tabular-nums">
            {t('answer.list-total', { total: formatCents(listCents) })}
            {listCents > totalCents && <> · {t('answer.saving-off', { amount: formatCents(listCents - totalCents) })}</>}
          </p>
        </div>
        <Button type="submit" size="lg" disabled={pending || disabled} className="w-full sm:w-auto">
          {pending ? <Spinner className="size-4" /> : <Send className="size-4" aria-hidden="true" />}
          {pending ? t('answer.sending') : t('answer.send')}
        </Button>
      </div>
      {errors.root?.server?.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}
