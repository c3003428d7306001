/**
 * What the history keeps of a product and of a variant (decision 030): their fields as the staff read them, by
 * Spanish label, taken before and after a change in the change's own transaction.
 */
import { formatCents, HISTORY_TEXT, type HistoryFields, LOOKUPS, PRODUCT_FORM_LOOKUPS, type StockType } from '@store/contracts';
import { formatSizeRun } from '@store/contracts/size-run';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { lookupTable, productLookupKey } from '../../../db/lookup-tables.ts';
import { colors, products, sizes, stock, variants } from '../../../db/schema.ts';
import { rows } from '../../../lib/rows.ts';

const STOCK_TYPE_LABELS: Record<StockType, string> = { BOXES: 'Por cajas', UNITS: 'Por unidades', SIZES: 'Por tallas' };
const yesNo = (b: boolean) => (b ? HISTORY_TEXT.yes : HISTORY_TEXT.no);
/** «la marca» → «Marca» */
const lookupLabel = (the: string) => {
  const noun = the.split(' ').slice(1).join(' ');
  return noun.charAt(0).toUpperCase() + noun.slice(1);
};

export interface Snapshot {
  label: string;
  productId: number;
  fields: HistoryFields;
}

/** The product's fields, its lookups by name; null when it does not exist. */
export async function productSnapshot(tx: DbOrTx, id: number): Promise<Snapshot | null> {
  const [p] = await tx.select().from(products).where(eq(products.id, id));
  if (!p) return null;
  const picks = PRODUCT_FORM_LOOKUPS.map((name) => {
    const table = lookupTable(name);
    return sql`(select ${table.name} from ${table} where ${table.id} = ${p[productLookupKey(name)]}) as ${sql.identifier(name)}`;
  });
  const [names] = await rows<Record<string, string | null>>(tx, sql`select ${sql.join(picks, sql`, `)}`);
  return {
    label: p.name,
    productId: p.id,
    fields: {
      Nombre: p.name,
      Descripción: p.description.length > 300 ? `${p.description.slice(0, 300)}…` : p.description,
      ...Object.fromEntries(PRODUCT_FORM_LOOKUPS.map((name) => [lookupLabel(LOOKUPS[name].the), names[name] ?? null])),
      'Tipo de stock': STOCK_TYPE_LABELS[p.stockType],
      ...(p.stockType === 'BOXES' && { 'Pares por caja': p.unitsPerBox }),
      ...(p.stockType === 'BOXES' && { 'Curva de la caja': p.boxSizeRun ? formatSizeRun(p.boxSizeRun) : null }),
      Preventa: yesNo(p.preventa),
      Activo: yesNo(p.active),
    },
  };
}

/** The variant's code, colour, price, discount and stock rows («Talla 38», or «Stock»); null when it does not exist. */
export async function variantSnapshot(tx: DbOrTx, variantId: number): Promise<Snapshot | null> {
  const [v] = await tx
    .select({
      productId: variants.productId,
      productName: products.name,
      code: variants.code,
      color: colors.name,
      priceCents: variants.priceCents,
      discount: variants.discountPercent,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(variants.id, variantId));
  if (!v) return null;
  const stockRows = await tx
    .select({ size: sizes.name, quantity: stock.quantity })
    .from(stock)
    .leftJoin(sizes, eq(sizes.id, stock.sizeId))
    .where(eq(stock.variantId, variantId))
    .orderBy(sql`${sizes.sortOrder} nulls first`, sizes.name);
  return {
    label: `${v.productName} (${v.code})`,
    productId: v.productId,
    fields: {
      Código: v.code,
      Color: v.color,
      Precio: formatCents(v.priceCents),
      Descuento: `${v.discount} %`,
      ...Object.fromEntries(stockRows.map((r) => [r.size ? `Stock talla ${r.size}` : 'Stock', r.quantity])),
    },
  };
}
