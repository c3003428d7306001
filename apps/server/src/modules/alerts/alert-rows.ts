import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { colors, companies, products, sizes, stock, stockAlerts, users, variants } from '../../db/schema.ts';
import { variantPicture } from '../../db/variant-picture.ts';

const sizeStock = alias(stock, 'size_stock');

/** The colour's pairs (or boxes) over all its rows: a SIZES colour counts its sizes together. */
const colourQuantity =
  sql<number>`coalesce((select sum(${stock.quantity}) from ${stock} where ${stock.variantId} = ${variants.id}), 0)`.mapWith(Number);

/** Open (or all) alerts matching `where`, with everything the list, the checks and the e-mail need. */
export function alertRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      alertid: stockAlerts.id,
      userId: stockAlerts.userId,
      email: users.email,
      contactName: users.name,
      // the person may sign in only while both they and their company are approved
      userStatus: sql<string>`case when ${users.status} <> 'APPROVED' then ${users.status} else coalesce(${companies.status}, 'APPROVED') end`,
      productid: products.id,
      productName: products.name,
      active: products.active,
      stocktype: products.stockType,
      units_per_box: products.unitsPerBox,
      prodvarid: variants.id,
      code: variants.code,
      colorName: colors.name,
      colorHex: colors.hexcode,
      sizeid: stockAlerts.sizeId,
      sizeName: sizes.name,
      colourQuantity,
      sizeQuantity: sizeStock.quantity,
      picture: variantPicture,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(sizes, eq(sizes.id, stockAlerts.sizeId))
    .leftJoin(sizeStock, and(eq(sizeStock.variantId, stockAlerts.variantId), eq(sizeStock.sizeId, stockAlerts.sizeId)))
    .where(where)
    .orderBy(sql`${stockAlerts.createdAt} desc`, sql`${stockAlerts.id} desc`);
}

export type AlertRow = Awaited<ReturnType<typeof alertRows>>[number];

/** The quantities `isBuyable` judges: a size alert reads its size's row (none: nothing to buy). */
export const quantitiesOf = (row: Pick<AlertRow, 'sizeid' | 'colourQuantity' | 'sizeQuantity'>) =>
  [row.colourQuantity, row.sizeid === null ? undefined : row.sizeQuantity] as const;
