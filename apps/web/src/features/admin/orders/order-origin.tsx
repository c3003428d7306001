/**
 * Where an order came from, beside its header (docs/product.md §28, §29): keyed in by Ventas, let over a buyer's limit
 * by the company's owner, accepted from a quote (a link to it).
 */
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { FileCheck, ReceiptText, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import adminQuotesMessages from '../../../locales/admin-quotes.ts';
import { adminPaths } from '../admin-paths.ts';

const chip = 'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-stone-700 ring-1 ring-stone-200 ring-inset';

export function OrderOrigin({ order }: { order: Pick<AdminOrderDetail, 'enteredBy' | 'approvedBy' | 'quoteId'> }) {
  const { t } = useTranslation(adminQuotesMessages);
  const items: ReactNode[] = [];
  if (order.enteredBy)
    items.push(
      <li key="entered" className={chip}>
        <UserRoundPen className="size-4 text-stone-400" aria-hidden="true" />
        {t('origin.entered-by', { name: order.enteredBy })}
      </li>,
    );
  if (order.approvedBy)
    items.push(
      <li key="approved" className={chip}>
        <FileCheck className="size-4 text-stone-400" aria-hidden="true" />
        {t('origin.approved-by', { name: order.approvedBy })}
      </li>,
    );
  if (order.quoteId !== null)
    items.push(
      <li key="quote">
        <Link
          to={adminPaths.quote(order.quoteId)}
          className={`${chip} font-semibold text-brand-700 hover:text-brand-900 hover:ring-brand-300`}
        >
          <ReceiptText className="size-4" aria-hidden="true" />
          {t('origin.from-quote', { id: order.quoteId })}
        </Link>
      </li>,
    );
  if (!items.length) return null;
  return <ul className="-mt-3 mb-4 flex flex-wrap gap-2">{items}</ul>;
}
