/** Every route of the back office (/admin), in one place. */
export const adminPaths = {
  dashboard: '/admin',
  distributors: '/admin/distributors',
  distributor: (id: number | string) => `/admin/distributors/${id}`,
  orders: '/admin/orders',
  order: (id: number | string) => `/admin/orders/${id}`,
  // docs/product.md §29: an order Ventas keys in for a company, and the quotes
  newOrder: '/admin/orders/new',
  quotes: '/admin/quotes',
  newQuote: '/admin/quotes/new',
  quote: (id: number | string) => `/admin/quotes/${id}`,
  // decision 039: the electronic documents sent to the SRI
  invoices: '/admin/invoices',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: number | string) => `/admin/products/${id}`,
  brands: '/admin/brands',
  filters: '/admin/filters',
  banners: '/admin/banners',
  csv: '/admin/csv',
  priceGroups: '/admin/price-groups',
  discountCodes: '/admin/discount-codes',
  bankAccounts: '/admin/bank-accounts',
  messages: '/admin/messages',
  failedMails: '/admin/mail',
  // decision 030: the staff's accounts and the history (Administrador), the warehouse's views (Bodega)
  staff: '/admin/staff',
  history: '/admin/history',
  fulfilment: '/admin/fulfilment',
  fulfilmentOrder: (id: number | string) => `/admin/fulfilment/${id}`,
  stock: '/admin/stock',
} as const;
