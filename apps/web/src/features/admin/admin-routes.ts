/** The back office's route tree under /admin: its layout and one lazy page per area. */
import type { RouteObject } from 'react-router';

// Only these few lines ship with the store: the layout and every page below load when a member of the staff
// opens /admin, so distributors never download the back office.
const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: () => load().then((m) => ({ Component: m.default })),
});

export const adminRoutes: RouteObject = {
  path: '/admin',
  lazy: () => import('./layout/admin-layout.tsx').then((m) => ({ Component: m.default })),
  children: [
    { index: true, ...page(() => import('./dashboard/dashboard-page.tsx')) },
    { path: 'distributors', ...page(() => import('./distributors/distributors-page.tsx')) },
    { path: 'distributors/:id', ...page(() => import('./distributors/distributor-page.tsx')) },
    { path: 'orders', ...page(() => import('./orders/orders-page.tsx')) },
    { path: 'orders/:id', ...page(() => import('./orders/order-page.tsx')) },
    { path: 'products', ...page(() => import('./products/products-page.tsx')) },
    { path: 'products/new', ...page(() => import('./products/product-edit-page.tsx')) },
    { path: 'products/:id', ...page(() => import('./products/product-edit-page.tsx')) },
    { path: 'brands', ...page(() => import('./catalog-values/brands-page.tsx')) },
    { path: 'filters', ...page(() => import('./catalog-values/filters-page.tsx')) },
    { path: 'banners', ...page(() => import('./banners/banners-page.tsx')) },
    { path: 'csv', ...page(() => import('./csv/csv-page.tsx')) },
    { path: 'price-groups', ...page(() => import('./price-groups/price-groups-page.tsx')) },
    { path: 'discount-codes', ...page(() => import('./discount-codes/discount-codes-page.tsx')) },
    { path: 'bank-accounts', ...page(() => import('./bank-accounts/bank-accounts-page.tsx')) },
    { path: 'messages', ...page(() => import('./messages/messages-page.tsx')) },
    { path: 'mail', ...page(() => import('./mail/failed-mails-page.tsx')) },
    { path: 'staff', ...page(() => import('./staff/staff-page.tsx')) },
    { path: 'history', ...page(() => import('./history/history-page.tsx')) },
    { path: 'fulfilment', ...page(() => import('./warehouse/fulfilment-page.tsx')) },
    { path: 'fulfilment/:id', ...page(() => import('./warehouse/fulfilment-order-page.tsx')) },
    { path: 'stock', ...page(() => import('./warehouse/stock-page.tsx')) },
    { path: '*', ...page(() => import('./layout/admin-not-found.tsx')) },
  ],
};
