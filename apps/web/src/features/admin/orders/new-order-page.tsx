/**
 * «Crear pedido» (docs/product.md §29): an order Ventas takes by phone or WhatsApp and keys in for a company, placed as
 * its owner would place it (its prices, credit, stock rules and e-mails). Choose the company, then its branch (the
 * main one first), paste the lines and review them at its prices, an optional discount code, and «Crear pedido»; the
 * server's refusal (credit exceeded, lines without stock) is shown as it says it.
 */
import { keyedOrderBody } from '@store/contracts/admin-quotes';
import { formatMoney } from '@store/contracts/pricing';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/toast.ts';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';
import { ReviewTable } from '../../quick-order/index.ts';
import { adminPaths } from '../admin-paths.ts';
import { useDistributor } from '../api/get-distributor.ts';
import { type ChosenCompany, CompanyPicker } from '../components/company-lines/company-picker.tsx';
import { PastedLinesBox, ReviewSummary, useCompanyLines } from '../components/company-lines/pasted-lines.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { useCreateKeyedOrder } from './api/create-keyed-order.ts';

interface OrderValues {
  /** blank: the main one (the server's default) */
  branchid: string;
  discountcode: string;
}

export default function NewOrderPage() {
  const { t } = useTranslation(adminQuotesMessages);
  const id = useId();
  const navigate = useNavigate();
  const [company, setCompany] = useState<ChosenCompany | null>(null);
  const companyid = company?.companyid ?? null;
  const detail = useDistributor(companyid ?? 0);
  const branches = companyid !== null ? (detail.data?.branches ?? []) : [];
  const lines = useCompanyLines(companyid, 'order');
  const create = useCreateKeyedOrder();
  const form = useForm<OrderValues>({ defaultValues: { branchid: '', discountcode: '' } });
  const { errors } = form.formState;

  // A company's branches arrive after it is chosen: its main one is preselected.
  const main = branches.find((b) => b.main) ?? branches[0];
  useEffect(() => {
    form.setValue('branchid', main ? String(main.branchid) : '');
  }, [main, form]);

  const ready = lines.review !== null && !lines.stale && lines.errors.length === 0 && lines.valid.length > 0;
  const submit = form.handleSubmit(async (values) => {
    if (companyid === null || !ready) return;
    const body = {
      companyid,
      ...(values.branchid ? { branchid: Number(values.branchid) } : {}),
      ...(values.discountcode.trim() ? { discountcode: values.discountcode.trim() } : {}),
      lines: lines.valid.map((l) => ({ prodvarid: l.item.prodvarid, sizeid: l.item.sizeid, quantity: l.quantity })),
    };
    const parsed = keyedOrderBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return form.setError(issue.path[0] === 'discountcode' ? 'discountcode' : 'root.server', { message: issue.message });
    }
    await create.mutateAsync(parsed.data).then(
      (res) => {
        notify.success(res.msg);
        navigate(adminPaths.order(res.saleid));
      },
      // a refusal (the credit exceeded with its amounts, lines without stock) stays beside the button, word for word
      (error) => form.setError('root.server', { message: errorMessage(error) }),
    );
  });

  const waiting = !company
    ? t('new.choose-company-first')
    : !lines.review
      ? t('keyed.review-first')
      : lines.errors.length > 0
        ? t('keyed.fix-errors')
        : lines.stale
          ? t('keyed.stale')
          : null;

  return (
    <>
      <PageHeader back={{ to: adminPaths.orders, label: t('keyed.back') }} title={t('keyed.title')} description={t('keyed.description')} />
      <div className="flex max-w-5xl flex-col gap-4">
        <Panel title={t('keyed.step-company')}>
          <CompanyPicker
            company={company}
            onChange={(c) => {
              setCompany(c);
              form.clearErrors('root.server');
            }}
          />
        </Panel>
        {company && (
          <Panel title={t('keyed.step-branch')}>
            {detail.isPending ? (
              <div role="status" className="flex justify-center py-2">
                <Spinner className="size-5" />
                <span className="sr-only">{t('common:loading')}</span>
              </div>
            ) : branches.length === 0 ? (
              <p className="text-sm text-stone-600">{t('keyed.no-branches')}</p>
            ) : (
              <div className="max-w-md">
                <SelectField id={`${id}-branch`} label={t('keyed.branch')} {...form.register('branchid')}>
                  {branches.map((b) => (
                    <option key={b.branchid} value={b.branchid}>
                      {b.name} — {b.canton}
                      {b.main ? ` ${t('keyed.main')}` : ''}
                    </option>
                  ))}
                </SelectField>
              </div>
            )}
          </Panel>
        )}
        <Panel title={t('keyed.step-lines')}>
          <div className="flex flex-col gap-4">
            <PastedLinesBox lines={lines} disabled={!company} />
            <ReviewSummary lines={lines} />
            {lines.review && <ReviewTable lines={lines.review.lines} />}
          </div>
        </Panel>
        <Panel title={t('keyed.step-confirm')}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <div className="max-w-md">
              <TextField
                id={`${id}-code`}
                label={t('keyed.discount-code')}
                autoCapitalize="characters"
                autoComplete="off"
                hint={t('keyed.discount-code-hint')}
                error={errors.discountcode?.message}
                {...form.register('discountcode')}
              />
            </div>
            <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <p className="text-sm text-stone-600">{t('keyed.total')}</p>
                <p className="text-2xl font-bold text-stone-900 tabular-nums" aria-live="polite">
                  {formatMoney(lines.review && !lines.stale ? lines.review.total : 0)}
                </p>
                <p className="text-xs text-stone-500">{waiting ?? t('keyed.total-hint')}</p>
              </div>
              <Button type="submit" size="lg" disabled={!ready || create.isPending} className="w-full sm:w-auto">
                {create.isPending ? <Spinner className="size-4" /> : <ShoppingBag className="size-4" aria-hidden="true" />}
                {create.isPending ? t('keyed.creating') : t('keyed.create')}
              </Button>
            </div>
            {errors.root?.server?.message && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {errors.root.server.message}
              </p>
            )}
          </form>
        </Panel>
      </div>
    </>
  );
}
