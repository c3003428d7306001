/**
 * The query keys more than one feature touches: a feature that changes what another shows invalidates it
 * by these keys instead of importing that feature. Each feature builds its own keys below them.
 */

/** the distributor's orders (features/orders); placing an order in the cart makes them stale */
export const myOrdersKey = ['orders'] as const;

/** the back office's dashboard; distributors, orders and messages change its counts */
export const adminDashboardKey = ['admin', 'dashboard'] as const;

/** the back office's products; a canceled order puts their units back */
export const adminProductsKey = ['admin', 'products'] as const;

/** the distributor's open stock alerts (features/account «Mis avisos»); the product page adds to them */
export const myAlertsKey = ['stock-alerts'] as const;

/** the store's bank accounts a distributor pays a transfer into (features/orders' payment panel) */
export const storeBankAccountsKey = ['payments', 'bank-accounts'] as const;

/** the back office's orders; the warehouse's moves change them too */
export const adminOrdersKey = ['admin', 'orders'] as const;

/**
 * the back office's electronic documents («Facturas» and the dashboard's count); an order's move (the factura on
 * «Para despacho», the nota de crédito on a cancel) and «Emitir factura» on an order change them
 */
export const adminInvoicesKey = ['admin', 'invoices'] as const;

/** the distributor's branches (features/account «Sucursales»); checkout lists them to choose where an order goes */
export const myBranchesKey = ['company', 'branches'] as const;

/** The distributor's people and open invitations («Mi empresa», docs/product.md §28). */
export const myPeopleKey = ['company', 'people'] as const;
