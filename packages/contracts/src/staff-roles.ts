/**
 * The store's staff roles (decision 030) and the parts of the back office each may use: the one table the server's
 * routes, the back office's menu and its pages read. No zod here: the store's navbar reads it cheaply.
 */
import type { UserRole } from './constants.ts';

export const STAFF_ROLES = ['ADMIN', 'SALES', 'WAREHOUSE'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { ADMIN: 'Administrador', SALES: 'Ventas', WAREHOUSE: 'Bodega' };
export const STAFF_ROLE_HINTS: Record<StaffRole, string> = {
  ADMIN: 'Todo el panel: catálogo, precios, personal e historial',
  SALES: 'Distribuidores, pedidos, pagos y mensajes',
  WAREHOUSE: 'Inventario y pedidos por despachar, sin precios ni documentos de distribuidores',
};

/** How long an invitation's link opens the account. */
export const STAFF_INVITATION_HOURS = 72;

export const isStaff = (role: UserRole | undefined | null): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role ?? '');

/**
 * The parts of the back office. Every admin endpoint names the one it belongs to, and a role reaches only the
 * parts listed for it below: the one table the server's routes, the back office's menu and its pages read.
 */
export const BACK_OFFICE_AREAS = [
  'dashboard',
  'orders',
  'payments',
  'distributors',
  'documents',
  'invoices',
  'credit',
  'messages',
  'fulfilment',
  'stock',
  'catalog',
  'prices',
  'settings',
  'staff',
  'history',
] as const;
export type BackOfficeArea = (typeof BACK_OFFICE_AREAS)[number];

const ROLE_AREAS: Record<StaffRole, readonly BackOfficeArea[]> = {
  ADMIN: BACK_OFFICE_AREAS,
  SALES: ['dashboard', 'orders', 'payments', 'distributors', 'documents', 'invoices', 'messages', 'fulfilment'],
  // prices and distributors' documents never reach the warehouse: its order and stock views carry neither
  WAREHOUSE: ['fulfilment', 'stock'],
};

/** Whether a user of `role` may use that part of the back office (a distributor or a visitor: none). */
export function canUse(role: UserRole | undefined | null, area: BackOfficeArea): boolean {
  return isStaff(role) && ROLE_AREAS[role].includes(area);
}

/** Where a member of the staff lands in the back office: the dashboard, or the first part the role has. */
export function homeArea(role: StaffRole): BackOfficeArea {
  return ROLE_AREAS[role][0];
}

/** Whether the user sees prices (the store's catalogue, cart, orders, price lists): everyone signed in but the warehouse. */
export function seesPrices(role: UserRole | undefined | null): boolean {
  return !!role && role !== 'WAREHOUSE';
}

/** Staff who see no price (Bodega): the store speaks to them as staff, not as a visitor nor as a buyer. */
export const isStaffWithoutPrices = (role: UserRole | undefined | null) => isStaff(role) && !seesPrices(role);
