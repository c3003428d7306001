/**
 * A product's variants as cards and the product page show them (colour, stock, pictures, price), and what a
 * product shows of them at a glance: its cheapest price, its whole stock and its first picture.
 */
import { DEFAULT_IMAGE_URL, discountedCents, toCents, toDollars, type Variant } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonColumn, num, rows } from '../../lib/rows.ts';

/** What the variants query selects: a JSON aggregate per variant, so it stays raw SQL. */
interface VariantRow {
  prodvarid: number;
  productid: number;
  code: string;
  price_cents: number;
  discount_percent: number;
  colorid: number;
  color_name: string;
  hexcode: string;
  /** a sum: text from node-postgres */
  stock: number | string;
  media: unknown;
  /** the detail page's only */
  sizes?: unknown;
}

/**
 * Variants with colour, stock and pictures, priced, in one query. Cards carry only each variant's first
 * picture (all a card shows); the detail page gets every picture and the per-size stock.
 */
export async function loadVariants(db: Db, productIds: number[], detail: boolean): Promise<{ productid: number; variant: Variant }[]> {
  const media = detail
    ? sql`select m.url, m.type from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid`
    : sql`select m.url, m.type from product_media m where m.prodvarid = v.prodvarid order by m.position, m.mediaid limit 1`;
  const sizes = detail
    ? sql`, (select coalesce(json_agg(z), '[]'::json) from (
            select s.stockid, z.sizeid, z.name, s.quantity from stock s join sizes z on z.sizeid = s.sizeid
            where s.prodvarid = v.prodvarid order by z.sort_order, z.sizeid) z) as sizes`
    : sql``;
  const variantRows = await rows<VariantRow>(
    db,
    sql`select v.prodvarid, v.productid, v.code, v.price_cents, v.discount_percent, c.colorid, c.name as color_name, c.hexcode,
          coalesce((select sum(s.quantity) from stock s where s.prodvarid = v.prodvarid), 0) as stock,
          (select coalesce(json_agg(m), '[]'::json) from (${media}) m) as media ${sizes}
        from product_variants v join colors c on c.colorid = v.colorid
        where v.productid in ${productIds} order by v.productid, v.position, v.prodvarid`,
  );
  return variantRows.map((r) => {
    const stock = num(r.stock);
    const variant: Variant = {
      prodvarid: r.prodvarid,
      code: r.code,
      price: toDollars(r.price_cents),
      discount_value: r.discount_percent,
      stock_quantity: stock,
      color: { colorid: r.colorid, name: r.color_name, hexcode: r.hexcode },
      product_stock: [{ quantity: stock }],
      product_media: jsonColumn<Variant['product_media']>(r.media),
    };
    if (detail) variant.stock_sizes = jsonColumn<NonNullable<Variant['stock_sizes']>>(r.sizes);
    return { productid: r.productid, variant };
  });
}

/** What a product shows on a card: the price and discount of its cheapest variant once discounted. */
export function summarise(variants: Variant[]) {
  const cost = (v: Variant) => discountedCents(toCents(v.price ?? 0), v.discount_value);
  const cheapest = variants.reduce<Variant | null>((best, v) => (!best || cost(v) < cost(best) ? v : best), null);
  return {
    price: cheapest?.price ?? null,
    discount_value: cheapest?.discount_value ?? 0,
    stock: variants.reduce((sum, v) => sum + v.stock_quantity, 0),
    thumbnail: variants.find((v) => v.product_media.length)?.product_media[0].url ?? DEFAULT_IMAGE_URL,
  };
}
