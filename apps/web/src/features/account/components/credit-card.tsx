import type { CreditSummary } from '@store/contracts/credit';
import { paths } from '@store/contracts/paths';
import { formatCents } from '@store/contracts/pricing';
import { Wallet } from 'lucide-react';
import { CreditUseBar } from '../../../components/credit-use-bar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDay } from '../../../lib/store-time.ts';
import accountMessages from '../../../locales/account.ts';
import { useMyCredit } from '../api/get-my-credit.ts';

/**
 * «Crédito» (decision 029): how the distributor pays. On Contado one line; on Crédito its days, limit, what is in use and
 * what is left, and the orders it owes with the day each is due, the overdue ones marked. Staff have no card.
 */
export function CreditCard() {
  const { t } = useTranslation(accountMessages);
  const credit = useMyCredit();
  if (credit.fetchStatus === 'idle' && credit.isPending) return null;

  return (
    <section aria-labelledby="my-credit-title" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="mb-4 flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <Wallet className="size-5" />
        </span>
        <h2 id="my-credit-title" className="text-xl font-semibold text-stone-900">
          {t('credit.title')}
        </h2>
      </div>
      {credit.isPending ? (
        <Spinner />
      ) : credit.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('credit.load-error')}
          <Button variant="outline" size="sm" onClick={() => credit.refetch()}>
            {t('credit.retry')}
          </Button>
        </div>
      ) : (
        <CreditBody credit={credit.data} />
      )}
    </section>
  );
}

function CreditBody({ credit }: { credit: CreditSummary }) {
  const { t } = useTranslation(accountMessages);
  const onCredit = credit.terms === 'CREDIT' && credit.days !== null && credit.limitCents !== null;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-stone-800">{onCredit ? t('credit.on-credit', { days: credit.days }) : t('credit.cash')}</p>
      {onCredit && credit.limitCents !== null && (
        <div className="flex flex-col gap-3">
          <CreditUseBar
            inUseCents={credit.inUseCents}
            limitCents={credit.limitCents}
            label={t('credit.use-label')}
            valueText={t('credit.use-text', { inUse: formatCents(credit.inUseCents), limit: formatCents(credit.limitCents) })}
          />
          {/* label and amount on one line: it reads the same in the profile's narrow column and on a phone */}
          <dl className="flex flex-col gap-1.5 text-sm">
            <Figure label={t('credit.limit')} cents={credit.limitCents} />
            <Figure label={t('credit.in-use')} cents={credit.inUseCents} />
            <Figure label={t('credit.available')} cents={credit.availableCents ?? 0} strong />
          </dl>
        </div>
      )}
      {/* A distributor moved back to Contado may still owe orders bought on credit: they stay listed. */}
      {(onCredit || credit.due.length > 0) && <DueOrders due={credit.due} />}
    </div>
  );
}

function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-stone-100 pt-1.5' : ''}`}>
      <dt className={strong ? 'font-semibold text-stone-900' : 'text-stone-600'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? 'text-lg font-bold text-emerald-700' : 'font-semibold text-stone-900'}`}>
        {formatCents(cents)}
      </dd>
    </div>
  );
}

function DueOrders({ due }: { due: CreditSummary['due'] }) {
  const { t } = useTranslation(accountMessages);
  return (
    <div>
      <h3 id="my-credit-due" className="mb-2 text-base font-semibold text-stone-900">
        {t('credit.due-title')}
      </h3>
      {due.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-4 text-center text-sm text-stone-600">{t('credit.due-empty')}</p>
      ) : (
        <ul aria-labelledby="my-credit-due" className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {due.map((o) => (
            <li key={o.saleid} className={`flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 ${o.overdue ? 'bg-red-50/60' : ''}`}>
              <Link to={paths.order(o.saleid)} className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                {t('credit.order', { id: o.saleid })}
              </Link>
              <span className="ml-auto font-semibold text-stone-900 tabular-nums">{formatCents(o.totalCents)}</span>
              <span className="flex w-full flex-wrap items-center gap-2 text-sm text-stone-600">
                <span>{t('credit.due-on', { date: formatDay(o.dueOn, t('credit.date-locale')) })}</span>
                {o.overdue && <Badge tone="red">{t('credit.overdue')}</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
