import {
  BANK_ACCOUNT_TYPES,
  BOX_UNITS,
  COMPANY_ROLES,
  COUNTING_UNITS,
  CSV_JOB_STATUSES,
  type CsvImportSummary,
  type CsvRowError,
  E_INVOICE_STATES,
  HISTORY_ENTITIES,
  type HistoryChange,
  PAYMENT_STATUSES,
  PAYMENT_TERMS,
  PRICE_LIST_KINDS,
  QUOTE_STATUSES,
  RECEIPT_STATUSES,
  SALE_STATUSES,
  STAFF_ROLES,
  STOCK_TYPES,
  USER_ROLES,
  USER_STATUSES,
} from '@store/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const lookup = (name: string, idName: string) =>
  pgTable(name, {
    id: serial(idName).primaryKey(),
    name: text('name').notNull().unique(),
  });

export const brands = pgTable('brands', {
  id: serial('brandid').primaryKey(),
  name: text('name').notNull().unique(),
  logoUrl: text('logo_url').notNull(),
});
/** A category says what its products are counted in: footwear in pairs, bags, bottles or balls in units. */
export const categories = pgTable('categories', {
  id: serial('categoryid').primaryKey(),
  name: text('name').notNull().unique(),
  unit: text('unit', { enum: COUNTING_UNITS }).notNull().default('PAIR'),
});
export const genders = lookup('genders', 'genderid');
export const materials = lookup('materials', 'materialid');
export const types = lookup('types', 'typeid');
export const technologies = lookup('technologies', 'technologyid');
export const uses = lookup('uses', 'useid');
export const colors = pgTable('colors', {
  id: serial('colorid').primaryKey(),
  name: text('name').notNull().unique(),
  hexcode: text('hexcode').notNull(),
});
export const sizes = pgTable('sizes', {
  id: serial('sizeid').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('productid').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    stockType: text('stocktype', { enum: STOCK_TYPES }).notNull(),
    /** how many pairs (or units) one box of a BOXES product holds; its stock and its cart quantities count boxes */
    unitsPerBox: smallint('units_per_box').notNull().default(BOX_UNITS),
    /** what one box of a BOXES product holds, size by size ('38' × 1, '39' × 2 …); the counts sum to units_per_box */
    boxSizeRun: jsonb('box_size_run').$type<{ size: string; count: number }[]>(),
    preventa: boolean('preventa').notNull().default(false),
    active: boolean('active').notNull().default(true),
    brandId: integer('brandid')
      .notNull()
      .references(() => brands.id),
    genderId: integer('genderid')
      .notNull()
      .references(() => genders.id),
    categoryId: integer('categoryid')
      .notNull()
      .references(() => categories.id),
    materialId: integer('materialid')
      .notNull()
      .references(() => materials.id),
    typeId: integer('typeid')
      .notNull()
      .references(() => types.id),
    technologyId: integer('technologyid')
      .notNull()
      .references(() => technologies.id),
    useId: integer('useid')
      .notNull()
      .references(() => uses.id),
    /** lower-cased, accent-free name and variant codes: what the store-front search matches */
    searchText: text('search_text').notNull().default(''),
    unitsSold: integer('units_sold').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_listing_idx').on(t.preventa, t.active, t.id),
    index('products_brand_idx').on(t.brandId),
    index('products_best_idx').on(t.unitsSold, t.createdAt),
    index('products_new_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const variants = pgTable(
  'product_variants',
  {
    id: serial('prodvarid').primaryKey(),
    productId: integer('productid')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    colorId: integer('colorid')
      .notNull()
      .references(() => colors.id),
    priceCents: integer('price_cents').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    index('variants_color_idx').on(t.colorId),
    check('variants_price_positive', sql`${t.priceCents} >= 0`),
    check('variants_discount_range', sql`${t.discountPercent} between 0 and 100`),
  ],
);

/** One row per variant for BOXES and UNITS products (size null), one per size for SIZES products. */
export const stock = pgTable(
  'stock',
  {
    id: serial('stockid').primaryKey(),
    variantId: integer('prodvarid')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    sizeId: integer('sizeid').references(() => sizes.id),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    unique('stock_variant_size_uq').on(t.variantId, t.sizeId).nullsNotDistinct(),
    check('stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const media = pgTable(
  'product_media',
  {
    id: serial('mediaid').primaryKey(),
    variantId: integer('prodvarid')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    type: text('type').notNull().default('image'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('media_variant_idx').on(t.variantId)],
);

/** Who pays what (decision 028): each approved distributor belongs to one group; new ones join the default group. */
export const priceGroups = pgTable(
  'price_groups',
  {
    id: serial('groupid').primaryKey(),
    name: text('name').notNull().unique(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  // at most one default group
  (t) => [uniqueIndex('price_groups_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/**
 * A group's prices for a window of store days (open at either end): a percentage off the list price, or its
 * own price per variant. A group's windows never overlap, so at most one list is in effect on a day.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('listid').primaryKey(),
    groupId: integer('groupid')
      .notNull()
      .references(() => priceGroups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRICE_LIST_KINDS }).notNull(),
    percent: smallint('percent'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_lists_group_idx').on(t.groupId),
    check('price_lists_percent_range', sql`${t.percent} is null or ${t.percent} between 1 and 90`),
    check('price_lists_window', sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`),
  ],
);

/** A PRICES list's own price of a variant (VAT included); a variant it does not name keeps the list price. */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    listId: integer('listid')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    variantId: integer('prodvarid')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.variantId] }), check('price_list_prices_positive', sql`${t.priceCents} > 0`)],
);

/**
 * A distributor: the company (docs/product.md §28) that registered with its RUC or cédula, and what belongs to it
 * rather than to one of its people: the approval, the price group, the credit terms, the address it registered,
 * its documents, branches and orders. Its id is its founding owner's account id (the «Solicitud #N» the staff know),
 * so the orders and branches of a distributor registered before companies kept their numbers.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('companyid').primaryKey(),
    ci: text('ci').notNull().unique(),
    companyName: text('company_name').notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('PENDING'),
    statusReason: text('status_reason'),
    /** null: list prices (a company registered while no group was the default) */
    priceGroupId: integer('groupid').references(() => priceGroups.id),
    /** Contado (pay before dispatch) or Crédito: pay within `credit_days` of the order, up to `credit_limit_cents` owed */
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull().default('CASH'),
    creditDays: smallint('credit_days'),
    creditLimitCents: integer('credit_limit_cents'),
    phone: text('phone').notNull(),
    phone2: text('phone2').notNull().default(''),
    basePhone: text('base_phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_status_idx').on(t.status),
    check('companies_credit_terms', sql`${t.paymentTerms} = 'CASH' or (${t.creditDays} in (15, 30, 60) and ${t.creditLimitCents} > 0)`),
  ],
);

/**
 * A person who signs in: a member of the staff (role ADMIN, SALES, WAREHOUSE) or one of a company's people
 * (role DISTRIBUTOR, with `companyid` and `company_role`). `status` is the person's own: APPROVED while they may
 * sign in, DISABLED once removed or disabled; a company's approval is the company's.
 */
export const users = pgTable(
  'users',
  {
    id: serial('userid').primaryKey(),
    role: text('role', { enum: USER_ROLES }).notNull().default('DISTRIBUTOR'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('APPROVED'),
    companyId: integer('companyid').references(() => companies.id, { onDelete: 'cascade' }),
    companyRole: text('company_role', { enum: COMPANY_ROLES }),
    /** a «Comprador»'s order limit, VAT included; null: none */
    orderLimitCents: integer('order_limit_cents'),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull(),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_status_idx').on(t.status),
    index('users_company_idx').on(t.companyId),
    // a company's person has a place in it, the staff none
    check('users_company_role', sql`(${t.companyId} is null) = (${t.companyRole} is null)`),
  ],
);

/**
 * A distributor's branches («Sucursales», docs/product.md §27): where its orders are delivered. One is the main
 * one (checkout proposes it first); a registration's address is its first, without a parish (none was asked).
 */
export const branches = pgTable(
  'branches',
  {
    id: serial('branchid').primaryKey(),
    companyId: integer('companyid')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    province: text('province').notNull(),
    canton: text('canton').notNull(),
    parish: text('parish'),
    street: text('street').notNull(),
    reference: text('reference').notNull().default(''),
    phone: text('phone').notNull(),
    contact: text('contact').notNull(),
    main: boolean('main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('branches_company_idx').on(t.companyId),
    // one main branch per company: a second «principal» is refused by the database, whatever races
    uniqueIndex('branches_one_main').on(t.companyId).where(sql`${t.main}`),
  ],
);

export const userDocuments = pgTable('user_documents', {
  id: serial('documentid').primaryKey(),
  companyId: integer('companyid')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  storageKey: text('storage_key').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('sessionid').primaryKey(),
    userId: integer('userid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** the page cookie's token (decision 033): selects a rendered page's audience, opens no API route */
    pageTokenHash: text('page_token_hash').unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('resetid').primaryKey(),
  userId: integer('userid')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An invitation to the staff (decision 030): the account is made, with the role given here, when the e-mailed link
 * sets its password. The link's token is made when the e-mail is written (only its hash is kept); resending
 * makes a new one, valid STAFF_INVITATION_HOURS again.
 */
export const staffInvitations = pgTable('staff_invitations', {
  id: serial('invitationid').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  lastname: text('lastname').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * An owner's invitation to their company (docs/product.md §28): the person is made, with the role and limit given
 * here, when the e-mailed link sets their password; the row goes then. The token is made when the e-mail is written
 * (only its hash is kept), valid COMPANY_INVITATION_HOURS.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('invitationid').primaryKey(),
    companyId: integer('companyid')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    companyRole: text('company_role', { enum: COMPANY_ROLES }).notNull(),
    orderLimitCents: integer('order_limit_cents'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId)],
);

/**
 * A company's quote (docs/product.md §29): asked for from a buyer's cart, or written by Ventas from scratch; answered
 * with a price per line and a day it holds until; accepted once (its order) or declined.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('quoteid').primaryKey(),
    companyId: integer('companyid')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** who asked for it; null when Ventas wrote it from scratch */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('REQUESTED'),
    /** the buyer's note with the request */
    note: text('note').notNull().default(''),
    /** Ventas's note with the answer */
    reply: text('reply').notNull().default(''),
    /** the answer as a percent off every line, when it was given so (the lines keep the prices it made) */
    percentOff: smallint('percent_off'),
    /** the store day it holds through */
    validUntil: date('valid_until', { mode: 'string' }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** who accepted or declined it, and why it was declined */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    /** the order it became: one at most */
    saleId: integer('saleid')
      .unique()
      .references(() => sales.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('quotes_company_idx').on(t.companyId, t.createdAt), index('quotes_status_idx').on(t.status)],
);

/** A quote's line: the variant and size, and what it was when quoted (a later catalogue edit never rewrites it). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('quotelineid').primaryKey(),
    quoteId: integer('quoteid')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    variantId: integer('prodvarid').references(() => variants.id, { onDelete: 'set null' }),
    sizeId: integer('sizeid').references(() => sizes.id, { onDelete: 'set null' }),
    productId: integer('productid').notNull(),
    productName: text('product_name').notNull(),
    brandName: text('brand_name').notNull(),
    thumbnail: text('thumbnail'),
    code: text('code').notNull(),
    colorName: text('color_name').notNull(),
    colorHex: text('color_hex').notNull(),
    sizeName: text('size_name'),
    stockType: text('stocktype', { enum: STOCK_TYPES }).notNull(),
    unit: text('unit', { enum: COUNTING_UNITS }).notNull(),
    unitsPerQuantity: integer('units_per_quantity').notNull(),
    preventa: boolean('preventa').notNull().default(false),
    quantity: integer('quantity').notNull(),
    /** the company's price per pair or unit when quoted (its product's own discount applied), VAT included */
    listCents: integer('list_cents').notNull(),
    /** Ventas's price per pair or unit; null until answered */
    quotedCents: integer('quoted_cents'),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId)],
);

/**
 * The back office's history (decision 030): one row per change a member of the staff made, written in the change's
 * own transaction. The actor's name and e-mail are copied so the row reads the same after the account changes.
 */
export const history = pgTable(
  'history',
  {
    id: serial('historyid').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    entity: text('entity', { enum: HISTORY_ENTITIES }).notNull(),
    entityId: integer('entity_id'),
    label: text('label').notNull(),
    action: text('action').notNull(),
    /** the fields that changed, in the order the module wrote them, each with its value before and after */
    changes: jsonb('changes').$type<HistoryChange[]>().notNull(),
    /** what the search reads: the label, the action, the actor and the values, lower case without accents */
    searchText: text('search_text').notNull(),
  },
  (t) => [index('history_at_idx').on(t.at), index('history_entity_idx').on(t.entity, t.entityId, t.at)],
);

export const carts = pgTable('carts', {
  id: serial('cartid').primaryKey(),
  userId: integer('userid')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** the last several-lines add (a hash of its body) and when: the same add again within seconds is a double tap, refused */
  lastAddHash: text('last_add_hash'),
  lastAddAt: timestamp('last_add_at', { withTimezone: true }),
});

export const cartDetails = pgTable(
  'cart_details',
  {
    id: serial('cartdetailid').primaryKey(),
    cartId: integer('cartid')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('prodvarid')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    sizeId: integer('sizeid').references(() => sizes.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cart_line_uq').on(t.cartId, t.variantId, t.sizeId).nullsNotDistinct(),
    check('cart_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const discountCodes = pgTable('discount_codes', {
  id: serial('discountcodeid').primaryKey(),
  code: text('code').notNull().unique(),
  percent: smallint('percent').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const sales = pgTable(
  'sales',
  {
    id: serial('saleid').primaryKey(),
    /** whose order it is: its company; null for a member of the staff buying for themselves */
    companyId: integer('companyid').references(() => companies.id),
    /** who placed it */
    userId: integer('userid')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: SALE_STATUSES }).notNull().default('RECEIVED'),
    saleDate: timestamp('saledate', { withTimezone: true }).notNull().defaultNow(),
    grossCents: integer('gross_cents').notNull(),
    codePercent: smallint('discount_value').notNull().default(0),
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    items: integer('items').notNull(),
    // Who bought and where it goes, as they were when the order was placed: a later profile edit never rewrites an order.
    companyName: text('company_name').notNull(),
    ci: text('ci').notNull(),
    contactName: text('contact_name').notNull(),
    contactLastname: text('contact_lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phone2: text('phone2').notNull().default(''),
    basePhone: text('base_phone').notNull().default(''),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    // The branch it goes to (docs/product.md §27), its name, parish, reference and who receives it, as they were;
    // null on an order placed before branches, or by a member of the staff for themselves.
    branchId: integer('branchid').references(() => branches.id, { onDelete: 'set null' }),
    branchName: text('branch_name'),
    parish: text('parish'),
    addressReference: text('address_reference').notNull().default(''),
    deliveryContact: text('delivery_contact'),
    deliveryPhone: text('delivery_phone'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** where the bank transfer stands; the receipts themselves are in sale_receipts */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    /** who carries an order on its way and its guide number, entered when it moves to DELIVERING */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** an order bought on credit: the store day its payment is due (its day in Ecuador + the distributor's days) */
    dueOn: date('due_on', { mode: 'string' }),
    /** why the staff canceled the order, as they wrote it (the buyer's e-mail and the order show it) */
    cancelReason: text('cancel_reason'),
    /** the company's owner who let an order over a buyer's limit go to the store (docs/product.md §28), and when */
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** the member of the staff who keyed it in for the company («Ingresado por Ventas», docs/product.md §29) */
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sales_company_idx').on(t.companyId, t.saleDate),
    index('sales_user_idx').on(t.userId, t.saleDate),
    index('sales_branch_idx').on(t.branchId),
    index('sales_status_idx').on(t.status),
    index('sales_payment_idx').on(t.paymentStatus),
  ],
);

/** Order lines keep a snapshot of what was bought, so later catalogue edits never change an order. */
export const saleDetails = pgTable(
  'sale_details',
  {
    id: serial('saledetailid').primaryKey(),
    saleId: integer('saleid')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    variantId: integer('prodvarid').references(() => variants.id, { onDelete: 'set null' }),
    stockId: integer('stockid').references(() => stock.id, { onDelete: 'set null' }),
    productId: integer('productid').notNull(),
    productName: text('product_name').notNull(),
    brandName: text('brand_name').notNull(),
    thumbnail: text('thumbnail').notNull(),
    code: text('code').notNull(),
    colorName: text('color_name').notNull(),
    colorHex: text('color_hex').notNull(),
    sizeName: text('size_name'),
    stockType: text('stocktype', { enum: STOCK_TYPES }).notNull(),
    unit: text('unit', { enum: COUNTING_UNITS }).notNull().default('PAIR'),
    /** pairs (or units) in one of `quantity`: the box's size for BOXES, 1 otherwise; lines placed before boxes were priced whole read 1 */
    unitsPerQuantity: smallint('units_per_quantity').notNull().default(1),
    preventa: boolean('preventa').notNull().default(false),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountPercent: smallint('discount_value').notNull().default(0),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [index('sale_details_sale_idx').on(t.saleId)],
);

export const saleStatusHistory = pgTable(
  'sale_status_history',
  {
    id: serial('historyid').primaryKey(),
    saleId: integer('saleid')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SALE_STATUSES }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sale_history_sale_idx').on(t.saleId)],
);

/** Each transfer receipt a distributor sent for an order, newest last; the file is private (uploads). */
export const saleReceipts = pgTable(
  'sale_receipts',
  {
    id: serial('receiptid').primaryKey(),
    saleId: integer('saleid')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('SENT'),
    /** the staff's reason when it was rejected */
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sale_receipts_sale_idx').on(t.saleId)],
);

/** The store's bank accounts shown to distributors for paying by transfer (kept in the back office). */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('bankaccountid').primaryKey(),
  bank: text('bank').notNull(),
  accountType: text('account_type', { enum: BANK_ACCOUNT_TYPES }).notNull(),
  number: text('number').notNull(),
  holder: text('holder').notNull(),
  ruc: text('ruc').notNull(),
  position: smallint('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * "Avísame cuando haya stock": a distributor waits for a variant (and size) to be buyable again. An alert
 * is open until `notified_at` is set, once, when its e-mail goes out; one open alert per user and item.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('alertid').primaryKey(),
    userId: integer('userid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('prodvarid')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    sizeId: integer('sizeid').references(() => sizes.id),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_uq').on(t.userId, t.variantId, sql`coalesce(${t.sizeId}, 0)`).where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_variant_idx').on(t.variantId),
  ],
);

export const banners = pgTable('banners', {
  id: serial('bannerid').primaryKey(),
  type: text('type', { enum: ['image', 'video', 'bottom'] }).notNull(),
  url: text('url').notNull(),
  /** where the banner's button leads: a path of the store or an https address; none, no button */
  link: text('link'),
  position: smallint('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const brandPublicity = pgTable('brand_publicity', {
  id: serial('brandpublicityid').primaryKey(),
  brandId: integer('brandid').references(() => brands.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  landing: boolean('landing').notNull().default(false),
  position: smallint('position').notNull().default(0),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('contactid').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The real CSV imports (decision 025): what any instance answers to the client polling one, and what the
 * 'catalog-import' job works on. `job_id` is the queue job that may run it now; `heartbeat_at` is renewed by
 * the instance running it, so an import whose instance died is sent to the queue again. One runs at a time.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: uuid('importid').primaryKey(),
    status: text('status', { enum: CSV_JOB_STATUSES }).notNull().default('running'),
    /** rows applied so far, of `total` */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    msg: text('msg').notNull(),
    result: jsonb('result').$type<CsvImportSummary>(),
    rowErrors: jsonb('row_errors').$type<CsvRowError[]>(),
    /** the uploaded file in the storage's private area, removed once the import ended */
    fileKey: text('file_key').notNull(),
    userId: integer('userid').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('catalog_imports_one_running_uq').on(t.status).where(sql`${t.status} = 'running'`)],
);

/**
 * The last secuencial issued per serie (estab + ptoEmi) and document kind (decision 039). It moves in the
 * transaction that stores the document, under this row's lock: two documents never share a number, and a
 * transaction rolled back takes its number back with it, so the numbers have no gap.
 */
export const eInvoiceSequences = pgTable(
  'e_invoice_sequences',
  {
    estab: text('estab').notNull(),
    ptoEmi: text('pto_emi').notNull(),
    codDoc: text('cod_doc').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.estab, t.ptoEmi, t.codDoc] })],
);

/**
 * Each electronic document issued for an order (a factura, and its nota de crédito when the order is canceled):
 * the signed XML as sent, where the SRI's answer stands, and the authorised XML once AUTORIZADO. An order has at
 * most one of each kind. `sending_since` is set, and committed, before each reception call: after a crash
 * the sender asks for the authorisation before sending again, so a document reaches the SRI once.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: serial('einvoiceid').primaryKey(),
    saleId: integer('saleid')
      .notNull()
      .references(() => sales.id),
    kind: text('kind', { enum: ['factura', 'notaCredito'] }).notNull(),
    estab: text('estab').notNull(),
    ptoEmi: text('pto_emi').notNull(),
    secuencial: integer('secuencial').notNull(),
    clave: text('clave').notNull(),
    /** 1 pruebas, 2 producción */
    ambiente: smallint('ambiente').notNull(),
    state: text('state', { enum: E_INVOICE_STATES }).notNull().default('pending'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    totalCents: integer('total_cents').notNull(),
    signedXml: text('signed_xml').notNull(),
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    authorizedXml: text('authorized_xml'),
    authorizationNumber: text('authorization_number'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** the SRI's messages of its last answer, and ours when it could not be reached */
    messages: jsonb('messages')
      .$type<{ identificador: string; mensaje: string; informacionAdicional?: string; tipo: string }[]>()
      .notNull()
      .default([]),
    attempts: integer('attempts').notNull().default(0),
    /** the factura a nota de crédito annuls */
    modifiesId: integer('modifies_id'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_invoices_order_kind_uq').on(t.saleId, t.kind),
    uniqueIndex('e_invoices_number_uq').on(t.estab, t.ptoEmi, t.kind, t.secuencial),
    uniqueIndex('e_invoices_clave_uq').on(t.clave),
    index('e_invoices_state_idx').on(t.state, t.issuedAt),
  ],
);
