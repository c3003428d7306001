/**
 * The distributor's orders (docs/product.md §4): a paged table of what they placed, each with its status, and the
 * dialog with one order's lines and totals. Placing an order belongs to the cart feature.
 */

import { ORDERS_DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@store/contracts/constants';
import { readId } from '@store/contracts/id';
import { paths } from '@store/contracts/paths';
import { formatMoney } from '@store/contracts/pricing';
import { Eye, PackageOpen } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/messages.ts';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../lib/router.tsx';
import { useSellingWords } from '../../lib/selling-unit.ts';
import { formatDateTime } from '../../lib/store-time.ts';
import ordersMessages from '../../locales/orders.ts';
import { useMyOrders } from './api/get-my-orders.ts';
import { DueDate } from './components/due-date.tsx';
import { OrderDetailDialog } from './components/order-detail-dialog.tsx';
import { OrderStatus } from './components/order-status.tsx';
import { OrdersSkeleton } from './components/orders-skeleton.tsx';
import { OrderPaymentStatus } from './components/payment-status.tsx';
import { ReorderButton } from './components/reorder-button.tsx';

function readPaging(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : ORDERS_DEFAULT_PAGE_SIZE,
  };
}

/** An order's id as its address writes it (one spelling per order: readId refuses «007» or «1e1»). */
const orderIdOf = (value: string | null | undefined) => readId(value) ?? null;

/** Set on the history entry of a detail opened over the list: closing it goes back to that list. */
interface OverList {
  overList?: boolean;
}

export function OrdersPage() {
  const { t } = useTranslation(ordersMessages);
  const [params, setParams] = useSearchParams();
  const { page, size } = readPaging(params);
  const orders = useMyOrders(page, size);
  const words = useSellingWords();
  const navigate = useNavigate();
  const location = useLocation();
  // `/orders/41` is the list with order 41 open; a link of the older form `?order=41` is moved there.
  const openOrder = orderIdOf(useParams().orderId);
  const linked = orderIdOf(params.get('order'));
  useEffect(() => {
    if (linked === null) return;
    const rest = new URLSearchParams(params);
    rest.delete('order');
    navigate({ pathname: paths.order(linked), search: rest.toString() }, { replace: true });
  }, [linked, params, navigate]);
  const showOrder = (id: number) => navigate({ pathname: paths.order(id), search: location.search }, { state: { overList: true } });
  // Over the list, closing is going back (as the phone's back button does); opened from a link, it is the list.
  const closeOrder = () => {
    if ((location.state as OverList | null)?.overList) navigate(-1);
    else navigate({ pathname: paths.orders, search: location.search }, { replace: true });
  };
  const goTo = (nextPage: number, nextSize = size) => {
    setParams({ page: String(nextPage), size: String(nextSize) });
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (orders.isPending) body = <OrdersSkeleton />;
  else if (orders.isError) {
    body = (
      <div className="rounded-xl border border-stone-200 bg-white p-8 text-center">
        <p role="alert" className="text-stone-700">
          {t('load-error')} <span className="text-stone-500">{errorMessage(orders.error)}</span>
        </p>
        <Button className="mt-4" onClick={() => orders.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (orders.data.userSales.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-xs">
        <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <PackageOpen className="size-8" aria-hidden="true" />
        </div>
        <h2 className="mt-5 text-xl font-semibold text-stone-900">{t('empty')}</h2>
        <p className="mt-2 text-stone-600">{t('empty-hint')}</p>
        <Link to={paths.store} className={buttonClass('primary', 'lg', 'mt-6')}>
          {t('go-to-store')}
        </Link>
      </div>
    );
  } else {
    const { userSales, info } = orders.data;
    const cell = 'flex items-center justify-between gap-4 py-1 sm:table-cell sm:px-4 sm:py-4';
    const label = 'text-sm text-stone-500 sm:hidden';
    body = (
      <>
        <div className="sm:overflow-hidden sm:rounded-xl sm:border sm:border-stone-200 sm:bg-white sm:shadow-xs">
          <table className={`block w-full text-left text-sm sm:table ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
            <caption className="sr-only">{t('table.caption')}</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase sm:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('table.order')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('table.status')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('table.date')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('table.total')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('table.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-stone-100">
              {userSales.map((order) => (
                <tr
                  key={order.saleid}
                  className="relative block rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:table-row sm:rounded-none sm:border-0 sm:p-0 sm:shadow-none sm:hover:bg-stone-50"
                >
                  <td className={`${cell} border-b border-stone-100 pb-3 sm:border-0 sm:pb-4`}>
                    <span>
                      <span className="block text-base font-semibold text-stone-900 sm:text-sm">
                        {t('order-number', { id: order.saleid })}
                      </span>
                      <span className="text-xs text-stone-500">{words.counted(order.unit_totals)}</span>
                    </span>
                  </td>
                  <td className="absolute top-4 right-4 sm:static sm:table-cell sm:px-4 sm:py-4">
                    <span className="flex flex-col items-end gap-1 sm:items-start">
                      <OrderStatus status={order.status} />
                      <OrderPaymentStatus status={order.payment_status} orderStatus={order.status} />
                    </span>
                  </td>
                  <td className={`${cell} pt-3 sm:pt-4`}>
                    <span className={label}>{t('table.date')}</span>
                    <span className="flex flex-col items-end gap-0.5 sm:items-start">
                      <span className="text-stone-700">{formatDateTime(order.saledate, t('date-locale'))}</span>
                      <DueDate dueOn={order.due_on} overdue={order.overdue} />
                    </span>
                  </td>
                  <td className={`${cell} sm:text-right`}>
                    <span className={label}>{t('table.total')}</span>
                    <span className="font-semibold text-stone-900 tabular-nums">{formatMoney(order.sale_total)}</span>
                  </td>
                  <td className="block pt-3 sm:table-cell sm:px-4 sm:py-3 sm:text-right">
                    <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:justify-end">
                      <ReorderButton orderId={order.saleid} className="flex-1 whitespace-nowrap sm:flex-none" />
                      <Button
                        variant="outline"
                        size="sm"
                        className="flex-1 whitespace-nowrap sm:flex-none"
                        onClick={() => showOrder(order.saleid)}
                        aria-label={t('view-detail-of', { id: order.saleid })}
                      >
                        <Eye className="size-4" aria-hidden="true" />
                        {t('view-detail')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-6">
          <Pagination
            page={info.currentPage}
            totalPages={info.totalPages}
            onPage={(next) => goTo(next)}
            size={size}
            sizes={PAGE_SIZES}
            onSize={(next) => goTo(1, next)}
          />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        aside={
          orders.data &&
          orders.data.info.total > 0 && <p className="text-sm text-stone-500">{t('count', { count: orders.data.info.total })}</p>
        }
      />
      {body}
      <OrderDetailDialog orderId={openOrder} onClose={closeOrder} />
    </div>
  );
}
