import { paths } from '@store/contracts/paths';
import { canUse, isStaff, STAFF_ROLE_LABELS, type StaffRole } from '@store/contracts/staff-roles';
import {
  BadgeDollarSign,
  BadgePercent,
  Boxes,
  FileSpreadsheet,
  FileText,
  History,
  Image,
  Landmark,
  LayoutDashboard,
  LogOut,
  Mail,
  MailX,
  Menu,
  Package,
  ReceiptText,
  ShoppingBag,
  SlidersHorizontal,
  Store,
  Tags,
  Truck,
  UserCog,
  Users,
  X,
} from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Logo } from '../../../components/ui/logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, Navigate, NavLink, useLocation } from '../../../lib/router.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import adminMessages from '../../../locales/admin.ts';
import { areaOfPath, homePath } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { NoPermission } from './no-permission.tsx';

// Each link shows only to the roles that have its page's area (admin-areas.ts).
const sections = [
  {
    items: [
      { to: adminPaths.dashboard, key: 'dashboard', icon: LayoutDashboard, end: true },
      { to: adminPaths.distributors, key: 'distributors', icon: Users },
      { to: adminPaths.orders, key: 'orders', icon: ShoppingBag },
      { to: adminPaths.quotes, key: 'quotes', icon: ReceiptText },
      { to: adminPaths.invoices, key: 'invoices', icon: FileText },
    ],
  },
  {
    title: 'warehouse',
    items: [
      { to: adminPaths.fulfilment, key: 'fulfilment', icon: Truck },
      { to: adminPaths.stock, key: 'stock', icon: Boxes },
    ],
  },
  {
    title: 'catalog',
    items: [
      { to: adminPaths.products, key: 'products', icon: Package },
      { to: adminPaths.brands, key: 'brands', icon: Tags },
      { to: adminPaths.filters, key: 'filters', icon: SlidersHorizontal },
      { to: adminPaths.banners, key: 'banners', icon: Image },
      { to: adminPaths.csv, key: 'csv', icon: FileSpreadsheet },
    ],
  },
  {
    title: 'sales',
    items: [
      { to: adminPaths.priceGroups, key: 'price-groups', icon: BadgeDollarSign },
      { to: adminPaths.discountCodes, key: 'discount-codes', icon: BadgePercent },
      { to: adminPaths.bankAccounts, key: 'bank-accounts', icon: Landmark },
      { to: adminPaths.messages, key: 'messages', icon: Mail },
      { to: adminPaths.failedMails, key: 'failed-mails', icon: MailX },
    ],
  },
  {
    title: 'team',
    items: [
      { to: adminPaths.staff, key: 'staff', icon: UserCog },
      { to: adminPaths.history, key: 'history', icon: History },
    ],
  },
] as const;

type NavItem = (typeof sections)[number]['items'][number];

const allowed = (role: StaffRole, item: NavItem) => {
  const area = areaOfPath(item.to);
  return area !== null && canUse(role, area);
};

/** The menu's own name of the page a role starts on, for the way back from a page it may not open. */
const homeLabel = (role: StaffRole) => sections.flatMap((s) => s.items as readonly NavItem[]).find((i) => i.to === homePath(role))?.key;

function AdminNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  const { t } = useTranslation(adminMessages);
  // What waits for the staff, beside the page where they deal with it (the dashboard's counts: its roles only).
  const { data } = useDashboard(canUse(role, 'dashboard'));
  const waiting: Partial<Record<string, number>> = {
    distributors: data?.pendingDistributors,
    orders: data?.receiptsToCheck,
    messages: data?.unreadMessages,
    'failed-mails': data?.unsentMails,
  };
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-5">
      {sections.map((section) => {
        const items = (section.items as readonly NavItem[]).filter((item) => allowed(role, item));
        if (items.length === 0) return null;
        return (
          <div key={'title' in section ? section.title : 'main'} className="flex flex-col gap-0.5">
            {'title' in section && (
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-brand-300 uppercase">{t(`nav.${section.title}`)}</p>
            )}
            {items.map(({ to, key, icon: Icon, ...rest }) => (
              <NavLink
                key={to}
                to={to}
                end={'end' in rest}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                    isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
                  }`
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="flex-1">{t(`nav.${key}`)}</span>
                {Boolean(waiting[key]) && (
                  <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-stone-950" title={t(`nav.waiting-${key}`)}>
                    {waiting[key]}
                    <span className="sr-only"> {t(`nav.waiting-${key}`)}</span>
                  </span>
                )}
              </NavLink>
            ))}
          </div>
        );
      })}
    </nav>
  );
}

function SidebarFooter({ name, email, role }: { name: string; email: string; role: StaffRole }) {
  const { t } = useTranslation(adminMessages);
  const logout = useLogout();
  return (
    <div className="flex flex-col gap-1 border-t border-white/10 pt-4 text-sm">
      <div className="flex flex-col gap-0.5 px-3 pb-1">
        <p className="truncate font-medium text-white" title={name}>
          {name}
        </p>
        <p className="text-xs font-semibold text-accent-400">
          <span className="sr-only">{t('nav.role')}: </span>
          {STAFF_ROLE_LABELS[role]}
        </p>
        <p className="truncate text-xs text-brand-300" title={email}>
          {email}
        </p>
      </div>
      <Link to={paths.store} className="flex items-center gap-3 rounded-lg px-3 py-2 text-brand-100 hover:bg-white/10 hover:text-white">
        <Store className="size-4" aria-hidden="true" /> {t('nav.store')}
      </Link>
      <button
        type="button"
        onClick={() => logout()}
        className="flex items-center gap-3 rounded-lg px-3 py-2 text-left text-brand-100 hover:bg-white/10 hover:text-white"
      >
        <LogOut className="size-4" aria-hidden="true" /> {t('nav.logout')}
      </button>
    </div>
  );
}

/**
 * The back office's frame: a sidebar on a desktop, a top bar with a drawer on a phone. The staff only, each role
 * with its own menu; a page of an area the role lacks is replaced by a notice (the dashboard: by the role's first page).
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const user = useSession();
  const { t } = useTranslation(adminMessages);
  const { pathname, search } = useLocation();
  const [drawer, setDrawer] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its top
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!user) return <Navigate to={paths.login} replace state={{ from: `${pathname}${search}` }} />;
  if (!isStaff(user.role)) return <Navigate to={paths.home} replace />;
  const { role } = user;
  const area = areaOfPath(pathname);
  const permitted = area === null || canUse(role, area);
  if (!permitted && area === 'dashboard') return <Navigate to={homePath(role)} replace />;
  const name = `${user.name} ${user.lastname}`.trim() || user.email;
  const home = homeLabel(role);

  return (
    <div className="min-h-screen bg-stone-100 lg:grid lg:grid-cols-[16rem_1fr]">
      <a href="#admin-contenido" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        Ir al contenido
      </a>
      <div className="hidden bg-brand-900 lg:block">
        <aside className="sticky top-0 flex h-screen flex-col gap-6 overflow-y-auto p-4">
          <Link to={adminPaths.dashboard} className="px-2 pt-1" aria-label={t('nav.dashboard')}>
            <Logo light className="h-9" />
          </Link>
          <div className="flex-1">
            <AdminNav role={role} />
          </div>
          <SidebarFooter name={name} email={user.email} role={role} />
        </aside>
      </div>

      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 bg-brand-900 px-4 py-3 lg:hidden">
        <Link to={adminPaths.dashboard} aria-label={t('nav.dashboard')}>
          <Logo light className="h-8" />
        </Link>
        <RadixDialog.Root open={drawer} onOpenChange={setDrawer}>
          <RadixDialog.Trigger className="rounded-lg p-2 text-white hover:bg-white/10" aria-label={t('nav.open')}>
            <Menu className="size-6" />
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-brand-900 p-4 shadow-xl">
              <div className="flex items-center justify-between">
                <RadixDialog.Title className="px-2 text-sm font-semibold text-white">{t('title')}</RadixDialog.Title>
                <RadixDialog.Close className="rounded-lg p-2 text-white hover:bg-white/10" aria-label={t('nav.close')}>
                  <X className="size-5" />
                </RadixDialog.Close>
              </div>
              <RadixDialog.Description className="sr-only">{t('nav.label')}</RadixDialog.Description>
              <div className="flex-1">
                <AdminNav role={role} onNavigate={() => setDrawer(false)} />
              </div>
              <SidebarFooter name={name} email={user.email} role={role} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </header>

      <main id="admin-contenido" className="min-w-0 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-7xl">
          <Suspense
            fallback={
              <div role="status" className="flex justify-center py-24">
                <Spinner className="size-8" />
              </div>
            }
          >
            {permitted ? children : <NoPermission role={role} to={homePath(role)} page={home ? t(`nav.${home}`) : t('nav.dashboard')} />}
          </Suspense>
        </div>
      </main>
    </div>
  );
}
