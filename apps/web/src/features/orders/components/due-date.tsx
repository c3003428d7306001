import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDay } from '../../../lib/store-time.ts';
import ordersMessages from '../../../locales/orders.ts';

/** A credit order's day to pay by, and «Vencida» once it passed unpaid; nothing for an order paid before dispatch. */
export function DueDate({ dueOn, overdue, className = 'text-xs' }: { dueOn: string | null; overdue: boolean; className?: string }) {
  const { t } = useTranslation(ordersMessages);
  if (!dueOn) return null;
  return (
    <span className={`flex flex-wrap items-center gap-1.5 ${className} ${overdue ? 'font-medium text-red-700' : 'text-stone-600'}`}>
      {t('due-on', { date: formatDay(dueOn, t('date-locale')) })}
      {overdue && <Badge tone="red">{t('overdue')}</Badge>}
    </span>
  );
}
