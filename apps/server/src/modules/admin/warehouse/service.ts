/**
 * The warehouse's views (role Bodega, decision 030): the approved orders to prepare, dispatch and deliver, and the stock
 * of every variant, counted and corrected. What they answer carries no price and no distributor's document.
 */
import {
  type AdminOrderDetail,
  type FulfilmentOrder,
  fulfilmentLine,
  type fulfilmentQuery,
  type StockVariant,
  type stockQuery,
  WAREHOUSE_MOVES,
  WAREHOUSE_STATUSES,
} from '@store/contracts';
import { and, asc, count, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { brands, categories, colors, products, sales, sizes, stock, variants } from '../../../db/schema.ts';
import { isLowStockRow } from '../../../db/stock-units.ts';
import { normalizeSearch } from '../../../lib/search-text.ts';
import { containsPattern } from '../../../lib/sql.ts';
import { unitTotals } from '../../sales/index.ts';

export async function fulfilmentList(db: Db, q: z.output<typeof fulfilmentQuery>) {
  const base: SQL[] = [inArray(sales.status, WAREHOUSE_STATUSES)];
  if (q.q) {
    const number = /^#?\d{1,9}$/.test(q.q) ? Number(q.q.replace('#', '')) : null;
    const pattern = containsPattern(q.q);
    base.push(or(...(number !== null ? [eq(sales.id, number)] : []), ilike(sales.companyName, pattern), ilike(sales.city, pattern))!);
  }
  const grouped = await db
    .select({ status: sales.status, n: count() })
    .from(sales)
    .where(and(...base))
    .groupBy(sales.status);
  const counts = { APPROVED: 0, TO_DELIVER: 0, DELIVERING: 0 };
  for (const g of grouped) if (g.status in counts) counts[g.status as keyof typeof counts] = g.n;
  const total = q.status ? counts[q.status] : counts.APPROVED + counts.TO_DELIVER + counts.DELIVERING;
  // the oldest approved order is the first to prepare
  const list = await db
    .select({
      saleid: sales.id,
      status: sales.status,
      saledate: sales.saleDate,
      paymentStatus: sales.paymentStatus,
      companyName: sales.companyName,
      city: sales.city,
    })
    .from(sales)
    .where(and(...base, ...(q.status ? [eq(sales.status, q.status)] : [])))
    .orderBy(asc(sales.saleDate), asc(sales.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const counted = await unitTotals(
    db,
    list.map((r) => r.saleid),
  );
  return {
    orders: list.map((r, i) => ({
      saleid: r.saleid,
      status: r.status,
      saledate: r.saledate.toISOString(),
      unit_totals: counted[i],
      distributor: { companyName: r.companyName, city: r.city },
      receiptRejected: r.paymentStatus === 'REJECTED',
    })),
    info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total },
    counts,
  };
}

/** The order as the warehouse sees it: where it goes and what to pack, without a price. */
export function fulfilmentOf(order: AdminOrderDetail): FulfilmentOrder {
  const d = order.delivery;
  return {
    saleid: order.saleid,
    status: order.status,
    saledate: order.saledate,
    ship: {
      companyName: order.distributor.companyName,
      branch: d.branch,
      contact: d.name,
      phone: d.phone,
      address: d.address,
      parish: d.parish,
      city: d.city,
      province: d.province,
      reference: d.reference,
    },
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    receiptRejected: order.paymentStatus === 'REJECTED',
    lines: order.lines.map((l) => fulfilmentLine.parse(l)),
    next: WAREHOUSE_MOVES[order.status] ?? null,
  };
}

/** Variants with their stock rows, by product name and code; `low`: only those with a row under the low-stock mark. */
export async function stockList(db: Db, q: z.output<typeof stockQuery>) {
  const where: SQL[] = [];
  for (const word of normalizeSearch(q.q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)) {
    const pattern = containsPattern(word);
    // a word with a digit is a code: the variant's own (the product's search text holds all its variants' codes)
    if (/\d/.test(word)) where.push(ilike(variants.code, pattern));
    else where.push(or(sql`${products.searchText} like ${pattern}`, ilike(brands.name, pattern), ilike(colors.name, pattern))!);
  }
  if (q.low)
    where.push(
      and(
        eq(products.active, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(stock)
            .where(and(eq(stock.variantId, variants.id), isLowStockRow)),
        ),
      )!,
    );
  const from = () =>
    db
      .select({ n: count() })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(colors, eq(colors.id, variants.colorId));
  const [{ n: total }] = await from().where(and(...where));
  const page = await db
    .select({ variantId: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(and(...where))
    .orderBy(asc(products.name), asc(variants.position), asc(variants.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    variants: await stockVariants(
      db,
      page.map((p) => p.variantId),
    ),
    info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total },
  };
}

/** The variants `ids` (in that order) with every stock row, sizes in their store order. */
export async function stockVariants(db: DbOrTx, ids: number[]): Promise<StockVariant[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      variantId: variants.id,
      productid: products.id,
      productName: products.name,
      brandName: brands.name,
      code: variants.code,
      colorName: colors.name,
      colorHex: colors.hexcode,
      stockType: products.stockType,
      unit: categories.unit,
      unitsPerBox: products.unitsPerBox,
      sizeid: stock.sizeId,
      sizeName: sizes.name,
      quantity: stock.quantity,
      hasRow: sql<boolean>`${stock.id} is not null`.mapWith(Boolean),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .leftJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(inArray(variants.id, ids))
    .orderBy(sql`${sizes.sortOrder} nulls first`, asc(sizes.name));
  const byId = new Map<number, StockVariant>();
  for (const r of rows) {
    let v = byId.get(r.variantId);
    if (!v) {
      const { sizeid: _s, sizeName: _n, quantity: _q, hasRow: _h, ...fields } = r;
      v = { ...fields, rows: [] };
      byId.set(r.variantId, v);
    }
    if (r.hasRow) v.rows.push({ sizeid: r.sizeid, sizeName: r.sizeName, quantity: r.quantity ?? 0 });
  }
  return ids.map((id) => byId.get(id)).filter((v): v is StockVariant => v !== undefined);
}
