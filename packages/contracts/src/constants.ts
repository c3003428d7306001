/** Business constants of docs/product.md §9. One place for each rule. */
export const VAT_RATE = 0.15;
export const MIN_VISIBLE_STOCK = 6;
/** A box holds 12 pairs and a half box 6 (docs/product.md §9): the UNITS picker's steps and a new BOXES product's box size. */
export const BOX_UNITS = 12;
export const HALF_BOX_UNITS = 6;
/** The most pairs (or units) a BOXES product's box may be set to hold. */
export const MAX_UNITS_PER_BOX = 100;
export const UNKNOWN_STOCK_CAP = 500;
export const PASSWORD_MIN = 6;
export const COMPANY_NAME_MAX = 100;
export const MAX_DOCUMENTS = 5;
export const MAX_DOCUMENT_BYTES = 10_000_000;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const CATALOG_DEFAULT_PAGE_SIZE = 20;
export const ORDERS_DEFAULT_PAGE_SIZE = 10;
export const HOME_LIST_LIMIT = 4;
export const STOCK_TYPES = ['BOXES', 'UNITS', 'SIZES'] as const;
export type StockType = (typeof STOCK_TYPES)[number];
/** What a category's products are counted in: footwear in pairs, balls, bags or bottles in units. */
export const COUNTING_UNITS = ['PAIR', 'UNIT'] as const;
export type CountingUnit = (typeof COUNTING_UNITS)[number];
/** PENDING_APPROVAL: a buyer's order over their limit, waiting for the company's owner (docs/product.md §28) */
export const SALE_STATUSES = ['RECEIVED', 'APPROVED', 'TO_DELIVER', 'DELIVERING', 'DELIVERED', 'CANCELED', 'PENDING_APPROVAL'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  RECEIVED: 'Orden Recibida',
  APPROVED: 'Orden Aprobada',
  TO_DELIVER: 'Para despacho',
  DELIVERING: 'Entrega en Camino',
  DELIVERED: 'Entregado',
  CANCELED: 'Cancelado',
  PENDING_APPROVAL: 'Por aprobar',
};
export const BANNER_TYPES = ['image', 'video', 'bottom'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
/** a distributor, or a member of the staff (staff.ts: Administrador, Ventas, Bodega) */
export const USER_ROLES = ['DISTRIBUTOR', 'ADMIN', 'SALES', 'WAREHOUSE'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** A person's place in a distributor's company (docs/product.md §28): «Titular», «Comprador», «Consulta». */
export const COMPANY_ROLES = ['OWNER', 'BUYER', 'VIEWER'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/**
 * The most characters a reason someone else reads may hold: the staff's rejection, disabling or cancel, a rejected
 * receipt, a company owner's rejection of a buyer's order.
 */
export const REASON_MAX = 500;
/** A company's active people and open invitations at most: a chain's buyers fit, and «Mi empresa» stays one list. */
export const PEOPLE_MAX = 100;
/** How long a company invitation's link works, once (docs/product.md §28). */
export const COMPANY_INVITATION_HOURS = 72;
/** How long an order over a buyer's limit waits for the owner before its stock is given back. */
export const ORDER_APPROVAL_HOURS = 72;
/** Where a quote («Cotización», docs/product.md §29) stands; one answered and past its date reads «Vencida» (quoteState). */
export const QUOTE_STATUSES = ['REQUESTED', 'SENT', 'ACCEPTED', 'DECLINED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** How long a quote holds by default, and at most, in the store's days from its answer. */
export const QUOTE_VALID_DAYS = 7;
export const QUOTE_VALID_MAX_DAYS = 90;
/** The most characters a quote's note (the buyer's request, Ventas's answer) may hold. */
export const QUOTE_NOTE_MAX = 1000;
/** The largest percent off a whole quote Ventas may give. */
export const QUOTE_PERCENT_MAX = 90;
/** Who may fill a cart and order: the owner and the buyers; a «Consulta» only looks (the staff have no role: null). */
export const canOrder = (role: CompanyRole | null | undefined) => role !== 'VIEWER';
/** Image types the product gallery may show (docs/product.md §2, product detail). */
export const GALLERY_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'bmp', 'svg'] as const;
export const DEFAULT_IMAGE_URL = '/assets/default.webp';
/** The store works in Ecuador: "a day" (order filters, today's sales, a code's last day, file dates) is a day in this zone. */
export const STORE_TIME_ZONE = 'America/Guayaquil';
/** Where an order's bank transfer stands (decision 017): nothing sent, a receipt waiting, confirmed, or rejected with a reason. */
export const PAYMENT_STATUSES = ['PENDING', 'SENT', 'CONFIRMED', 'REJECTED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pago pendiente',
  SENT: 'Comprobante enviado',
  CONFIRMED: 'Pago confirmado',
  REJECTED: 'Comprobante rechazado',
};
/** What the staff made of one receipt. */
export const RECEIPT_STATUSES = ['SENT', 'CONFIRMED', 'REJECTED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
/** A transfer receipt: one PDF, JPG or PNG file of at most this many bytes, recognised by its content. */
export const MAX_RECEIPT_BYTES = 10_000_000;
export const BANK_ACCOUNT_TYPES = ['AHORROS', 'CORRIENTE'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = { AHORROS: 'Ahorros', CORRIENTE: 'Corriente' };
/** The most lines one quick order may hold (pasted or in a file). */
export const QUICK_ORDER_MAX_LINES = 500;
/** The most open stock alerts one distributor may keep («Mis avisos»). */
export const MAX_OPEN_ALERTS = 100;
/** A search suggests products once this many letters are typed. */
export const SUGGEST_MIN_CHARS = 2;
/** The longest carrier name and guide number the staff may enter when an order goes on its way. */
export const CARRIER_MAX = 80;
export const TRACKING_NUMBER_MAX = 60;
