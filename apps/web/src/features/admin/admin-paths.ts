/** Every route of the back office (/admin), in one place. */
export const adminPaths = {
  dashboard: '/admin',
  distributors: '/admin/distributors',
  distributor: (id: number | string) => `/admin/distributors/${id}`,
  orders: '/admin/orders',
  order: (id: number | string) => `/admin/orders/${id}`,
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: number | string) => `/admin/products/${id}`,
  brands: '/admin/brands',
  filters: '/admin/filters',
  banners: '/admin/banners',
  csv: '/admin/csv',
  discountCodes: '/admin/discount-codes',
  bankAccounts: '/admin/bank-accounts',
  messages: '/admin/messages',
  failedMails: '/admin/mail',
} as const;
