/**
 * The distributor's «Condiciones de pago» (decision 029): Contado, or Crédito with its days and limit, beside what it owes
 * now; the form saves both at once and the server refuses a limit below what is already owed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREDIT_DAYS,
  CREDIT_LIMIT_MAX,
  type CreditSummary,
  type CreditTermsBody,
  creditTermsBody,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
} from '@store/contracts/credit';
import { formatCents } from '@store/contracts/pricing';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CreditUseBar } from '../../../components/credit-use-bar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDay } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import adminMessages from '../../../locales/admin.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { adminPaths } from '../admin-paths.ts';
import { Panel } from '../components/page-header.tsx';
import { useDistributorCredit } from './api/get-distributor-credit.ts';
import { useSetCreditTerms } from './api/set-credit-terms.ts';

/** A cleared box or the select's «Elija» is no value (the contracts' rule then names what is missing), not NaN or 0. */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** The form's values for the terms as saved: the limit in dollars, as the administrator types it. */
const valuesOf = (c: CreditSummary): CreditTermsBody => ({
  terms: c.terms,
  days: c.days,
  limit: c.limitCents === null ? null : c.limitCents / 100,
});

/** `editable`: the terms' form too (the credit area); without it the terms and what is owed are only shown. */
export function CreditTermsPanel({ userid, editable = true }: { userid: number; editable?: boolean }) {
  const { t } = useTranslation(adminDistributorsMessages);
  const credit = useDistributorCredit(userid);
  return (
    <Panel title={t('credit.title')}>
      {credit.isPending ? (
        <div role="status" className="flex justify-center py-6">
          <Spinner className="size-6" />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : credit.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('credit.load-error')} {errorMessage(credit.error)}
          <Button variant="outline" size="sm" onClick={() => credit.refetch()}>
            {t('admin:retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <CurrentCredit credit={credit.data} />
          {editable && <TermsForm userid={userid} credit={credit.data} />}
        </div>
      )}
    </Panel>
  );
}

function CurrentCredit({ credit }: { credit: CreditSummary }) {
  const { t } = useTranslation(adminDistributorsMessages);
  const onCredit = credit.terms === 'CREDIT' && credit.days !== null && credit.limitCents !== null;
  const figure = (label: string, cents: number) => (
    <div className="rounded-lg bg-stone-50 p-3">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-base font-bold text-stone-900 tabular-nums sm:text-lg">{formatCents(cents)}</dd>
    </div>
  );
  const overdue = credit.due.filter((o) => o.overdue).length;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        {t('credit.now')}{' '}
        <span className="font-semibold text-stone-900">
          {onCredit ? t('credit.on-credit', { days: credit.days }) : PAYMENT_TERMS_LABELS.CASH}
        </span>
      </p>
      {onCredit && credit.limitCents !== null ? (
        <>
          <dl className="grid grid-cols-3 gap-2">
            {figure(t('credit.limit'), credit.limitCents)}
            {figure(t('credit.in-use'), credit.inUseCents)}
            {figure(t('credit.available'), credit.availableCents ?? 0)}
          </dl>
          <CreditUseBar
            inUseCents={credit.inUseCents}
            limitCents={credit.limitCents}
            label={t('credit.use-label')}
            valueText={t('credit.use-text', { inUse: formatCents(credit.inUseCents), limit: formatCents(credit.limitCents) })}
          />
        </>
      ) : (
        // Moved back to Contado while still owing orders bought on credit.
        credit.inUseCents > 0 && <dl>{figure(t('credit.in-use'), credit.inUseCents)}</dl>
      )}
      {credit.due.length > 0 && (
        <details className="group rounded-lg border border-stone-200 text-sm">
          <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 font-medium text-stone-800">
            <span>
              {t('credit.due', { count: credit.due.length })}
              {overdue > 0 && <span className="text-red-700">{t('credit.due-overdue', { count: overdue })}</span>}
            </span>
          </summary>
          <ul className="divide-y divide-stone-100 border-t border-stone-200">
            {credit.due.map((o) => (
              <li key={o.saleid} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <Link to={adminPaths.order(o.saleid)} className="font-semibold text-brand-700 hover:underline">
                  {t('credit.order', { id: o.saleid })}
                </Link>
                <span className="text-stone-600">{t('credit.due-on', { date: formatDay(o.dueOn) })}</span>
                {o.overdue && <Badge tone="red">{t('credit.overdue')}</Badge>}
                <span className="ml-auto font-semibold text-stone-900 tabular-nums">{formatCents(o.totalCents)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function TermsForm({ userid, credit }: { userid: number; credit: CreditSummary }) {
  const { t } = useTranslation(adminDistributorsMessages);
  const { t: ta } = useTranslation(adminMessages);
  const save = useSetCreditTerms(userid);
  // raw: what is sent is what the fields hold (the limit in dollars); the server reads it with the same schema.
  const form = useForm<CreditTermsBody, unknown, CreditTermsBody>({
    resolver: zodResolver(creditTermsBody, undefined, { raw: true }),
    defaultValues: valuesOf(credit),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const terms = useWatch({ control: form.control, name: 'terms' });

  // Another tab or a refetch may bring newer terms: the form follows them unless it is being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(credit));
  }, [credit, form]);

  const submit = form.handleSubmit((body) =>
    save.mutateAsync(body).then(
      (res) => {
        notify.success(res.msg);
        form.reset(valuesOf(res.credit));
      },
      // a refusal (a limit below what is owed) stays beside the button that caused it
      (error) => form.setError('root.server', { message: errorMessage(error) }),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 border-t border-stone-100 pt-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('credit.terms')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PAYMENT_TERMS.map((k) => (
            <label
              key={k}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={k} className="mt-0.5 size-5 shrink-0 accent-brand-700" {...form.register('terms')} />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold text-stone-900">{PAYMENT_TERMS_LABELS[k]}</span>
                <span className="text-xs text-stone-600">{t(`credit.hint-${k}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.terms?.message && (
          <p role="alert" className="text-sm text-red-600">
            {errors.terms.message}
          </p>
        )}
      </fieldset>
      {terms === 'CREDIT' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`credit-days-${userid}`}
            label={t('credit.days')}
            error={errors.days?.message}
            // Contado has no days nor limit: their values go when their fields do
            {...form.register('days', { setValueAs: numberOrNull, shouldUnregister: true })}
          >
            <option value="">{t('credit.days-choose')}</option>
            {CREDIT_DAYS.map((d) => (
              <option key={d} value={d}>
                {t('credit.days-option', { days: d })}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`credit-limit-${userid}`}
            label={t('credit.limit-label')}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={CREDIT_LIMIT_MAX}
            step={0.01}
            error={errors.limit?.message}
            hint={credit.inUseCents > 0 ? t('credit.limit-hint', { owed: formatCents(credit.inUseCents) }) : undefined}
            {...form.register('limit', { setValueAs: numberOrNull, shouldUnregister: true })}
          />
        </div>
      )}
      {errors.root?.server?.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || save.isPending}>
          {save.isPending ? ta('saving') : t('credit.save')}
        </Button>
      </div>
    </form>
  );
}
