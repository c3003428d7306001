import type { OverdueOrder } from '@store/contracts/credit';
import { formatCents } from '@store/contracts/pricing';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDay } from '../../../lib/store-time.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { adminPaths } from '../admin-paths.ts';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';

/**
 * «Órdenes de crédito vencidas» (decision 029): credit orders unpaid past their day, the oldest first as the server sends
 * them, each leading to the order (to record its payment) and to the distributor (to review its terms).
 */
export function OverdueOrders({ orders }: { orders: OverdueOrder[] }) {
  const { t } = useTranslation(adminOrdersMessages);
  const late = (o: OverdueOrder) => <Badge tone="red">{t('dashboard.days-late', { count: o.daysLate })}</Badge>;
  const orderLink = (o: OverdueOrder) => (
    <Link to={adminPaths.order(o.saleid)} className="font-semibold text-brand-800 tabular-nums hover:underline">
      {t('order-number', { id: o.saleid })}
    </Link>
  );
  const companyLink = (o: OverdueOrder) => (
    <Link to={adminPaths.distributor(o.userid)} className="font-medium text-brand-800 hover:underline">
      {o.companyName}
    </Link>
  );

  return (
    <section id="credito-vencido" aria-labelledby="credito-vencido-title" className="scroll-mt-20">
      <h2 id="credito-vencido-title" className="mb-3 text-base font-semibold text-stone-900">
        {t('dashboard.overdue')}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-6 text-center text-stone-600">
          {t('dashboard.overdue-empty')}
        </p>
      ) : (
        <>
          {/* phone: a compact list, the amount and the delay always in sight */}
          <ul
            aria-label={t('dashboard.overdue-caption')}
            className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm md:hidden"
          >
            {orders.map((o) => (
              <li key={o.saleid} className="flex flex-col gap-1 px-4 py-3">
                <div className="flex items-baseline gap-2">
                  {orderLink(o)}
                  <span className="min-w-0 flex-1 truncate">{companyLink(o)}</span>
                  <span className="font-semibold text-stone-900 tabular-nums">{formatCents(o.totalCents)}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
                  {t('dashboard.due-on', { date: formatDay(o.dueOn) })}
                  {late(o)}
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <DataTable caption={t('dashboard.overdue-caption')}>
              <thead>
                <tr>
                  <Th>{t('dashboard.col.order')}</Th>
                  <Th>{t('dashboard.col.company')}</Th>
                  <Th className="text-right">{t('dashboard.col.amount')}</Th>
                  <Th>{t('dashboard.col.due')}</Th>
                  <Th className="text-right">{t('dashboard.col.late')}</Th>
                </tr>
              </thead>
              <TBody>
                {orders.map((o) => (
                  <tr key={o.saleid}>
                    <Td className="whitespace-nowrap">{orderLink(o)}</Td>
                    <Td className="min-w-48">{companyLink(o)}</Td>
                    <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatCents(o.totalCents)}</Td>
                    <Td className="whitespace-nowrap">{formatDay(o.dueOn)}</Td>
                    <Td className="text-right">{late(o)}</Td>
                  </tr>
                ))}
              </TBody>
            </DataTable>
          </div>
        </>
      )}
    </section>
  );
}
