/** Every route string of the store in one place (SPEC.md 2). */
export const paths = {
  home: '/',
  store: '/store',
  preSale: '/pre-sale',
  questions: '/questions',
  register: '/register',
  login: '/login',
  contact: '/contact',
  about: '/about',
  mailRecover: '/mailrecover',
  passwordReset: '/passwordreset',
  error: '/error',
  user: '/user',
  cart: '/cart',
  orders: '/orders',
  admin: '/admin',
  product: (productid: number) => `/product?productid=${productid}`,
} as const;
