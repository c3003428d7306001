/** The catalogue as the CSV file the import reads back: one row per variant and size. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  brands,
  categories,
  colors,
  genders,
  materials,
  products,
  sizes,
  stock,
  technologies,
  types,
  uses,
  variants,
} from '../../../db/schema.ts';
import { writeCsv } from './csv-format.ts';

const flag = (b: boolean) => (b ? 'si' : 'no');

/** The whole catalogue, one row per variant and size, in a fixed order: product, variant position, size order. */
export async function exportCatalogue(db: Db): Promise<Buffer> {
  const found = await db
    .select({
      productid: products.id,
      name: products.name,
      description: products.description,
      brand: brands.name,
      gender: genders.name,
      category: categories.name,
      material: materials.name,
      type: types.name,
      technology: technologies.name,
      use: uses.name,
      stockType: products.stockType,
      unitsPerBox: products.unitsPerBox,
      preventa: products.preventa,
      active: products.active,
      code: variants.code,
      color: colors.name,
      priceCents: variants.priceCents,
      discount: variants.discountPercent,
      size: sizes.name,
      quantity: stock.quantity,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(genders, eq(genders.id, products.genderId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(materials, eq(materials.id, products.materialId))
    .innerJoin(types, eq(types.id, products.typeId))
    .innerJoin(technologies, eq(technologies.id, products.technologyId))
    .innerJoin(uses, eq(uses.id, products.useId))
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .leftJoin(stock, eq(stock.variantId, variants.id))
    .leftJoin(sizes, eq(sizes.id, stock.sizeId))
    .orderBy(products.id, variants.position, variants.id, sql`${sizes.sortOrder} nulls first`, sql`${stock.sizeId} nulls first`, stock.id);
  return writeCsv(
    found.map((r) => ({
      productid: String(r.productid),
      name: r.name,
      description: r.description,
      brand: r.brand,
      gender: r.gender,
      category: r.category,
      material: r.material,
      type: r.type,
      technology: r.technology,
      use: r.use,
      stockType: r.stockType,
      unitsPerBox: String(r.unitsPerBox),
      preventa: flag(r.preventa),
      active: flag(r.active),
      code: r.code,
      color: r.color,
      price: (r.priceCents / 100).toFixed(2),
      discount: String(r.discount),
      size: r.size ?? '',
      stock: r.quantity === null ? '' : String(r.quantity),
    })),
  );
}
