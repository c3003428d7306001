/**
 * Every page of the store: the route table (paths from @store/contracts/paths), each page a lazy chunk, the
 * session guards, the error page and the not-found page; the back office is one lazy section with its own table.
 * The server renders the public pages from this same tree (entry-server.tsx).
 */
import { paths } from '@store/contracts/paths';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorBoundary } from '../components/route-error-page.tsx';
import { HomePage } from '../features/content/home-page.tsx';
import { type LazyPage, lazyPage } from '../lib/lazy-page.ts';
import { Navigate, Route, Switch, useLocation } from '../lib/router.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RequireSession } from './require-session.tsx';

const page = lazyPage;
const StorePage = page(() => import('../features/catalog/store-page.tsx').then((m) => m.StorePage));
const PreSalePage = page(() => import('../features/catalog/store-page.tsx').then((m) => m.PreSalePage));

type Guard = 'session' | 'buyer';
interface StoreRoute {
  path: string;
  page: ComponentType;
  /** signed in; `buyer`: the pages that carry prices (docs/product.md §2) */
  guard?: Guard;
}

// First match wins. The landing page ships with the shell: one request less before the first paint.
const storeRoutes: StoreRoute[] = [
  { path: paths.home, page: HomePage },
  { path: paths.store, page: StorePage },
  { path: paths.preSale, page: PreSalePage },
  { path: paths.questions, page: page(() => import('../features/content/faq-page.tsx').then((m) => m.FaqPage)) },
  { path: paths.about, page: page(() => import('../features/content/about-page.tsx').then((m) => m.AboutPage)) },
  { path: paths.contact, page: page(() => import('../features/content/contact-page.tsx').then((m) => m.ContactPage)) },
  // Public since pages are shared (decision 026): a visitor sees the shoe, its colours and sizes, no price.
  { path: paths.productPage, page: page(() => import('../features/product/product-page.tsx').then((m) => m.ProductPage)) },
  { path: paths.register, page: page(() => import('../features/auth/register-page.tsx').then((m) => m.RegisterPage)) },
  { path: paths.login, page: page(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage)) },
  { path: paths.mailRecover, page: page(() => import('../features/auth/mail-recover-page.tsx').then((m) => m.MailRecoverPage)) },
  { path: paths.passwordReset, page: page(() => import('../features/auth/password-reset-page.tsx').then((m) => m.PasswordResetPage)) },
  {
    path: paths.staffInvitation,
    page: page(() => import('../features/auth/staff-invitation-page.tsx').then((m) => m.StaffInvitationPage)),
  },
  {
    path: paths.companyInvitation,
    page: page(() => import('../features/auth/company-invitation-page.tsx').then((m) => m.CompanyInvitationPage)),
  },
  // in the shell already: the error page shows it offline
  { path: paths.error, page: NotFoundPage },
  { path: paths.user, page: page(() => import('../features/account/profile-page.tsx').then((m) => m.ProfilePage)), guard: 'session' },
  { path: paths.company, page: page(() => import('../features/account/company-page.tsx').then((m) => m.CompanyPage)), guard: 'buyer' },
  { path: paths.cart, page: page(() => import('../features/cart/cart-page.tsx').then((m) => m.CartPage)), guard: 'buyer' },
  // `/orders/123` is the list with that order's detail open: a page of its own, so the back button closes it.
  {
    path: `${paths.orders}/:orderId?`,
    page: page(() => import('../features/orders/orders-page.tsx').then((m) => m.OrdersPage)),
    guard: 'buyer',
  },
  // `?quote=12` is the list with that quote's detail open
  { path: paths.quotes, page: page(() => import('../features/quotes/quotes-page.tsx').then((m) => m.QuotesPage)), guard: 'buyer' },
  {
    path: paths.quickOrder,
    page: page(() => import('../features/quick-order/quick-order-page.tsx').then((m) => m.QuickOrderPage)),
    guard: 'buyer',
  },
];

// The back office has its own frame (no store navbar or footer), its own table and its own chunks.
const AdminSection = page(() => import('../features/admin/admin-routes.tsx').then((m) => m.AdminSection));
const ADMIN_PATH = `${paths.admin}/*?`;

/** The page at a path (no query), found as the router finds it. */
function routeAt(pathname: string): StoreRoute | undefined {
  return storeRoutes.find((r) => parse(r.path).pattern.test(pathname));
}

/**
 * Loads the code of the page at `pathname` before a server-rendered page is hydrated, so that the hydration
 * finds it drawn and never shows a spinner in place of the server's HTML.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  if (parse(ADMIN_PATH).pattern.test(pathname)) return void (await AdminSection.preload());
  const found = routeAt(pathname)?.page as Partial<LazyPage> | undefined;
  await found?.preload?.();
}

function StorePages() {
  // A page that cannot be drawn (offline, its chunk never kept) is said inside the store's frame; another
  // address starts afresh.
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Switch>
        {storeRoutes.map(({ path, page: Page, guard }) => (
          <Route key={path} path={path}>
            {guard ? (
              <RequireSession buyer={guard === 'buyer'}>
                <Page />
              </RequireSession>
            ) : (
              <Page />
            )}
          </Route>
        ))}
        <Route>
          <Navigate to={paths.error} replace />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

/** The whole app's pages: the back office under /admin, the store everywhere else. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={ADMIN_PATH}>
        <RouteErrorBoundary>
          <AdminSection />
        </RouteErrorBoundary>
      </Route>
      <Route>
        <RootLayout>
          <StorePages />
        </RootLayout>
      </Route>
    </Switch>
  );
}
