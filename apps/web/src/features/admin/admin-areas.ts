/**
 * Which part of the back office (@store/contracts/staff-roles) each page belongs to, keyed by its path: the layout
 * shows a page only to the roles that have its area, its menu only their links, and a page hides the actions whose
 * endpoints belong to an area the role lacks (the server would answer them 403).
 */
import { type BackOfficeArea, canUse, homeArea, type StaffRole } from '@store/contracts/staff-roles';
import { useSession } from '../../lib/session.ts';
import { adminPaths } from './admin-paths.ts';

/** Each page's area, by its path and everything under it (`/admin/orders/42` is an order). */
const PAGE_AREAS: [path: string, area: BackOfficeArea][] = [
  [adminPaths.distributors, 'distributors'],
  [adminPaths.orders, 'orders'],
  [adminPaths.quotes, 'orders'],
  [adminPaths.invoices, 'invoices'],
  [adminPaths.products, 'catalog'],
  [adminPaths.brands, 'catalog'],
  [adminPaths.filters, 'catalog'],
  [adminPaths.banners, 'catalog'],
  [adminPaths.csv, 'catalog'],
  [adminPaths.priceGroups, 'prices'],
  [adminPaths.discountCodes, 'prices'],
  [adminPaths.bankAccounts, 'settings'],
  [adminPaths.messages, 'messages'],
  [adminPaths.failedMails, 'settings'],
  [adminPaths.staff, 'staff'],
  [adminPaths.history, 'history'],
  [adminPaths.fulfilment, 'fulfilment'],
  [adminPaths.stock, 'stock'],
];

/** The area of the page at `pathname`; null for an address of no page (the not-found page is for everyone). */
export function areaOfPath(pathname: string): BackOfficeArea | null {
  const path = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  if (path === adminPaths.dashboard) return 'dashboard';
  return PAGE_AREAS.find(([page]) => path === page || path.startsWith(`${page}/`))?.[1] ?? null;
}

/** The page an area opens on (payments, documents and credit live on the orders' and the distributors' pages). */
const AREA_PAGES: Record<BackOfficeArea, string> = {
  dashboard: adminPaths.dashboard,
  orders: adminPaths.orders,
  payments: adminPaths.orders,
  distributors: adminPaths.distributors,
  documents: adminPaths.distributors,
  invoices: adminPaths.invoices,
  credit: adminPaths.distributors,
  messages: adminPaths.messages,
  fulfilment: adminPaths.fulfilment,
  stock: adminPaths.stock,
  catalog: adminPaths.products,
  prices: adminPaths.priceGroups,
  settings: adminPaths.bankAccounts,
  staff: adminPaths.staff,
  history: adminPaths.history,
};

/** Where a member of the staff starts: the dashboard, or their role's first page (Bodega: «Por despachar»). */
export const homePath = (role: StaffRole) => AREA_PAGES[homeArea(role)];

/** Whether the signed-in member's role may use an area: `const can = useCan(); can('prices')`. */
export function useCan() {
  const role = useSession()?.role;
  return (area: BackOfficeArea) => canUse(role, area);
}
