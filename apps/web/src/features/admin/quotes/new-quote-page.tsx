/**
 * «Nueva cotización» (docs/product.md §29): a quote Ventas writes from scratch for a company. Choose the company, paste
 * the lines and review them at its prices, then price them (per line or a percent), the day it holds until and a
 * note; «Enviar cotización» sends it at once and opens it.
 */
import { type QuoteCreateBody, quoteCreateBody } from '@store/contracts/admin-quotes';
import { unitsPerQuantity } from '@store/contracts/selling-unit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/toast.ts';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';
import { adminPaths } from '../admin-paths.ts';
import { type ChosenCompany, CompanyPicker } from '../components/company-lines/company-picker.tsx';
import { PastedLinesBox, type ReviewedLine, ReviewSummary, useCompanyLines } from '../components/company-lines/pasted-lines.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { useCreateQuote } from './api/create-quote.ts';
import {
  defaultValidUntil,
  PricingForm,
  type PricingLine,
  type PricingValues,
  pricingIssues,
  typedPercent,
  typedPrice,
} from './quote-pricing.tsx';

/** A reviewed line's key: its line number in the text (unique in one review). */
const keyOf = (l: ReviewedLine) => `n${l.line}`;

const pricingLine = (l: ReviewedLine): PricingLine => ({
  key: keyOf(l),
  productName: l.item.product_name,
  code: l.code,
  color: l.item.color,
  size: l.size,
  selling: {
    quantity: l.quantity,
    stockType: l.item.stocktype,
    unit: l.item.unit,
    unitsPerQuantity: unitsPerQuantity(l.item.stocktype, l.item.units_per_box),
  },
  listPrice: l.item.unit_price,
});

export default function NewQuotePage() {
  const { t } = useTranslation(adminQuotesMessages);
  const navigate = useNavigate();
  const [company, setCompany] = useState<ChosenCompany | null>(null);
  const lines = useCompanyLines(company?.companyid ?? null, 'quote');
  const create = useCreateQuote();
  const form = useForm<PricingValues>({ defaultValues: { prices: {}, percent: '', valid_until: defaultValidUntil(), reply: '' } });
  const priced = lines.valid.map(pricingLine);
  const ready = lines.review !== null && lines.errors.length === 0 && lines.valid.length > 0;

  // Each review fills the prices it has none for with the company's list price (those typed stay).
  const review = lines.review;
  useEffect(() => {
    if (!review) return;
    const current = form.getValues('prices') ?? {};
    for (const l of review.lines) {
      const key = `n${l.line}`;
      if (l.item && !current[key]) form.setValue(`prices.${key}`, l.item.unit_price.toFixed(2));
    }
  }, [review, form]);

  const submit = async (values: PricingValues) => {
    if (!company || !ready) return;
    const percent = typedPercent(values.percent);
    const body = {
      companyid: company.companyid,
      valid_until: values.valid_until,
      reply: values.reply,
      percent_off: percent,
      lines: lines.valid.map((l) => ({
        prodvarid: l.item.prodvarid,
        sizeid: l.item.sizeid,
        quantity: l.quantity,
        ...(percent === null ? { price: typedPrice(values.prices[keyOf(l)]) } : {}),
      })),
    };
    const parsed = quoteCreateBody.safeParse(body);
    if (!parsed.success) return pricingIssues(form, parsed.error.issues, priced, 'lines');
    await create.mutateAsync(parsed.data satisfies QuoteCreateBody).then(
      (res) => {
        notify.success(res.msg);
        navigate(adminPaths.quote(res.quoteid));
      },
      (error) => form.setError('root.server', { message: errorMessage(error) }),
    );
  };

  const waiting = !company
    ? t('new.choose-company-first')
    : !lines.review
      ? t('new.review-first')
      : lines.errors.length > 0
        ? t('new.fix-errors')
        : null;

  return (
    <>
      <PageHeader back={{ to: adminPaths.quotes, label: t('new.back') }} title={t('new.title')} description={t('new.description')} />
      <div className="flex max-w-5xl flex-col gap-4">
        <Panel title={t('new.step-company')}>
          <CompanyPicker company={company} onChange={setCompany} />
        </Panel>
        <Panel title={t('new.step-lines')}>
          <div className="flex flex-col gap-4">
            <PastedLinesBox lines={lines} disabled={!company} />
            <ReviewSummary lines={lines} />
          </div>
        </Panel>
        <Panel title={t('new.step-prices')}>
          {waiting || priced.length === 0 ? (
            <p className="text-sm text-stone-600">{waiting ?? t('new.review-first')}</p>
          ) : (
            <>
              {lines.stale && (
                <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {t('new.stale')}
                </p>
              )}
              <PricingForm form={form} lines={priced} onSubmit={submit} pending={create.isPending} disabled={lines.stale} />
            </>
          )}
        </Panel>
      </div>
    </>
  );
}
