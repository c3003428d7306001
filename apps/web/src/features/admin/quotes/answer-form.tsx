/**
 * Ventas's answer to a quote (again, to correct it): each line's price, prefilled with the list price (the quoted one
 * once answered), or a percent off all; the day it holds until (today + QUOTE_VALID_DAYS unless answered with a day
 * still ahead) and a note. Sent as the contracts' body, checked with their schema; the server's refusal shown as is.
 */
import { type QuoteAnswerBody, quoteAnswerBody } from '@store/contracts/admin-quotes';
import type { QuoteDetail } from '@store/contracts/quotes';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';
import { useAnswerQuote } from './api/answer-quote.ts';
import {
  defaultValidUntil,
  PricingForm,
  type PricingLine,
  type PricingValues,
  pricingIssues,
  storeToday,
  typedPercent,
  typedPrice,
} from './quote-pricing.tsx';

const keyOf = (quotelineid: number) => `l${quotelineid}`;

export const quotePricingLines = (quote: QuoteDetail): PricingLine[] =>
  quote.lines.map((l) => ({
    key: keyOf(l.quotelineid),
    productName: l.product_name,
    code: l.code,
    color: l.color,
    size: l.size,
    selling: { quantity: l.quantity, stockType: l.stocktype, unit: l.unit, unitsPerQuantity: l.units_per_quantity },
    listPrice: l.list_price,
  }));

const valuesOf = (quote: QuoteDetail): PricingValues => ({
  prices: Object.fromEntries(quote.lines.map((l) => [keyOf(l.quotelineid), (l.quoted_price ?? l.list_price).toFixed(2)])),
  percent: quote.percent_off === null ? '' : String(quote.percent_off),
  valid_until: quote.valid_until && quote.valid_until >= storeToday() ? quote.valid_until : defaultValidUntil(),
  reply: quote.reply,
});

export function AnswerForm({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation(adminQuotesMessages);
  const answer = useAnswerQuote(quote.quoteid);
  const form = useForm<PricingValues>({ defaultValues: valuesOf(quote) });
  const lines = quotePricingLines(quote);

  const submit = async (values: PricingValues) => {
    const percent = typedPercent(values.percent);
    const body =
      percent !== null
        ? { valid_until: values.valid_until, reply: values.reply, percent_off: percent }
        : {
            valid_until: values.valid_until,
            reply: values.reply,
            percent_off: null,
            prices: quote.lines.map((l) => ({ quotelineid: l.quotelineid, price: typedPrice(values.prices[keyOf(l.quotelineid)]) })),
          };
    const parsed = quoteAnswerBody.safeParse(body);
    if (!parsed.success) return pricingIssues(form, parsed.error.issues, lines, 'prices');
    await answer.mutateAsync(parsed.data satisfies QuoteAnswerBody).then(
      (res) => notify.success(res.msg),
      (error) => form.setError('root.server', { message: errorMessage(error) }),
    );
  };

  return (
    <PricingForm
      form={form}
      lines={lines}
      onSubmit={submit}
      pending={answer.isPending}
      intro={<p className="-mt-2 text-sm text-stone-600">{quote.state === 'REQUESTED' ? t('answer.hint') : t('answer.hint-again')}</p>}
    />
  );
}
