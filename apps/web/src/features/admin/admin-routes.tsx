/** The back office's route table under /admin: its layout and one lazy page per area, in the admin's own chunk. */
import type { ComponentType } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';
import { Route, Switch } from '../../lib/router.tsx';
import AdminLayout from './layout/admin-layout.tsx';

const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(() => load().then((m) => m.default));

// First match wins: a fixed path before the parameter that would take it (products/new before products/:id).
const adminRoutes: [string, ComponentType][] = [
  ['/admin', page(() => import('./dashboard/dashboard-page.tsx'))],
  ['/admin/distributors', page(() => import('./distributors/distributors-page.tsx'))],
  ['/admin/distributors/:id', page(() => import('./distributors/distributor-page.tsx'))],
  ['/admin/orders', page(() => import('./orders/orders-page.tsx'))],
  ['/admin/orders/new', page(() => import('./orders/new-order-page.tsx'))],
  ['/admin/orders/:id', page(() => import('./orders/order-page.tsx'))],
  ['/admin/quotes', page(() => import('./quotes/quotes-page.tsx'))],
  ['/admin/quotes/new', page(() => import('./quotes/new-quote-page.tsx'))],
  ['/admin/quotes/:id', page(() => import('./quotes/quote-page.tsx'))],
  ['/admin/invoices', page(() => import('./invoices/invoices-page.tsx'))],
  ['/admin/products', page(() => import('./products/products-page.tsx'))],
  ['/admin/products/new', page(() => import('./products/product-edit-page.tsx'))],
  ['/admin/products/:id', page(() => import('./products/product-edit-page.tsx'))],
  ['/admin/brands', page(() => import('./catalog-values/brands-page.tsx'))],
  ['/admin/filters', page(() => import('./catalog-values/filters-page.tsx'))],
  ['/admin/banners', page(() => import('./banners/banners-page.tsx'))],
  ['/admin/csv', page(() => import('./csv/csv-page.tsx'))],
  ['/admin/price-groups', page(() => import('./price-groups/price-groups-page.tsx'))],
  ['/admin/discount-codes', page(() => import('./discount-codes/discount-codes-page.tsx'))],
  ['/admin/bank-accounts', page(() => import('./bank-accounts/bank-accounts-page.tsx'))],
  ['/admin/messages', page(() => import('./messages/messages-page.tsx'))],
  ['/admin/mail', page(() => import('./mail/failed-mails-page.tsx'))],
  ['/admin/staff', page(() => import('./staff/staff-page.tsx'))],
  ['/admin/history', page(() => import('./history/history-page.tsx'))],
  ['/admin/fulfilment', page(() => import('./warehouse/fulfilment-page.tsx'))],
  ['/admin/fulfilment/:id', page(() => import('./warehouse/fulfilment-order-page.tsx'))],
  ['/admin/stock', page(() => import('./warehouse/stock-page.tsx'))],
];
const AdminNotFound = page(() => import('./layout/admin-not-found.tsx'));

/** The back office: its frame (distributors never download it) around the page the address names. */
export function AdminSection() {
  return (
    <AdminLayout>
      <Switch>
        {adminRoutes.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={AdminNotFound} />
      </Switch>
    </AdminLayout>
  );
}
