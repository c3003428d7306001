/**
 * Every page of the store in one place (docs/product.md §2): the web router's routes, and the list the server
 * answers with the app (any other path is not found). Pages take their ids as query parameters, so
 * each path is a fixed string, but for an order's own address (`/orders/123`).
 */
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
  /** a staff invitation's link: `?token=…` (decision 030) */
  staffInvitation: '/staff-invitation',
  /** an invitation to a distributor's company: `?token=…` (docs/product.md §28) */
  companyInvitation: '/company-invitation',
  /** «Mi empresa»: the company's people, invitations and branches */
  company: '/company',
  error: '/error',
  user: '/user',
  cart: '/cart',
  orders: '/orders',
  /** a company's quotes («Cotizaciones», docs/product.md §29) */
  quotes: '/quotes',
  quickOrder: '/quick-order',
  productPage: '/product',
  /** the back office: everything under it is routed (and told not found) by the browser */
  admin: '/admin',
  product: (productid: number) => `/product?productid=${productid}`,
  /** one order's detail over the orders (its own address: checkout lands there, the phone's back closes it) */
  order: (saleid: number) => `/orders/${saleid}`,
} as const;

/** The picture a shared product link shows (1200×630 JPEG: the size and ratio link previews use), made by the server from the product's first picture. */
export const previewPicturePath = (productid: number | string) => `/preview/product/${productid}.jpg`;
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Where pictures, logos and banners are served from (the files under DATA_DIR/media, or the uploads). */
export const MEDIA_PREFIX = '/media/';

/** The widths a stored photo is served at (a srcset's steps): a phone's card up to a desktop's gallery. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
const FITTED_PREFIX = `${MEDIA_PREFIX}fit/`;

/**
 * Whether a picture comes in the widths of PICTURE_WIDTHS: a photo of ours (WebP, PNG, JPEG under /media).
 * A vector (SVG) is sharp at every size and smaller than any photo of it: it is sent as it is.
 */
export const isFittablePicture = (url: string) =>
  url.startsWith(MEDIA_PREFIX) && !url.startsWith(FITTED_PREFIX) && /\.(webp|png|jpe?g)$/i.test(url);

/** The photo at `url` made `width` pixels wide (at most its own width), as WebP: `/media/fit/480/uploads/...`. */
export const fittedPictureUrl = (url: string, width: number) => `${FITTED_PREFIX}${width}/${url.slice(MEDIA_PREFIX.length)}`;

const pages = new Set<string>(Object.values(paths).filter((p) => typeof p === 'string'));

/**
 * Whether the web app has a page at this path (no query). Matched as the browser router does: any
 * letter case, one trailing slash allowed.
 */
export function isPagePath(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return pages.has(p) || p.startsWith(`${paths.admin}/`) || /^\/orders\/\d{1,9}$/.test(p);
}
