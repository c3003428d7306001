/**
 * Every page of the store and the back office: the route table (paths from @store/contracts/paths), each
 * page a lazy chunk, the session guards, and the not-found page. The server renders the public pages from
 * this same table (entry-server.tsx).
 */
import { paths } from '@store/contracts/paths';
import { createBrowserRouter, type HydrationState, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { adminRoutes } from '../features/admin/admin-routes.ts';
import { HomePage } from '../features/content/home-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RequireSession } from './require-session.tsx';

// Each page is its own chunk: the first visit downloads the shell and the page it opens, nothing more.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // A page that cannot be drawn (offline, its chunk never kept) is said inside the store's frame.
      {
        errorElement: <RouteErrorPage />,
        children: [
          // The landing page ships with the shell: one request less before the first paint.
          { index: true, Component: HomePage },
          { path: paths.store, lazy: () => import('../features/catalog/store-page.tsx').then((m) => ({ Component: m.StorePage })) },
          { path: paths.preSale, lazy: () => import('../features/catalog/store-page.tsx').then((m) => ({ Component: m.PreSalePage })) },
          { path: paths.questions, lazy: () => import('../features/content/faq-page.tsx').then((m) => ({ Component: m.FaqPage })) },
          { path: paths.about, lazy: () => import('../features/content/about-page.tsx').then((m) => ({ Component: m.AboutPage })) },
          { path: paths.contact, lazy: () => import('../features/content/contact-page.tsx').then((m) => ({ Component: m.ContactPage })) },
          // Public since pages are shared (decision 026): a visitor sees the shoe, its colours and sizes, no price.
          {
            path: paths.productPage,
            lazy: () => import('../features/product/product-page.tsx').then((m) => ({ Component: m.ProductPage })),
          },
          { path: paths.register, lazy: () => import('../features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })) },
          { path: paths.login, lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
          {
            path: paths.mailRecover,
            lazy: () => import('../features/auth/mail-recover-page.tsx').then((m) => ({ Component: m.MailRecoverPage })),
          },
          {
            path: paths.passwordReset,
            lazy: () => import('../features/auth/password-reset-page.tsx').then((m) => ({ Component: m.PasswordResetPage })),
          },
          {
            path: paths.staffInvitation,
            lazy: () => import('../features/auth/staff-invitation-page.tsx').then((m) => ({ Component: m.StaffInvitationPage })),
          },
          { path: paths.error, lazy: () => import('../components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
          {
            element: <RequireSession />,
            children: [
              { path: paths.user, lazy: () => import('../features/account/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })) },
              {
                element: <RequireSession buyer />,
                children: [
                  { path: paths.cart, lazy: () => import('../features/cart/cart-page.tsx').then((m) => ({ Component: m.CartPage })) },
                  // `/orders/123` is the list with that order's detail open: a page of its own, so the back button closes it.
                  {
                    path: `${paths.orders}/:orderId?`,
                    lazy: () => import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
                  },
                  {
                    path: paths.quickOrder,
                    lazy: () => import('../features/quick-order/quick-order-page.tsx').then((m) => ({ Component: m.QuickOrderPage })),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to={paths.error} replace /> },
        ],
      },
    ],
  },
  // The back office has its own frame (no store navbar or footer) and its own chunks.
  { ...adminRoutes, hydrateFallbackElement: <PageSpinner /> },
];

/**
 * The browser's router. Over a server-rendered page, the lazy pages the address matches are loaded first,
 * so that the hydration finds them and shows no spinner in place of the server's HTML.
 */
export async function createRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}
