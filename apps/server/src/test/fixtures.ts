import { type LookupName, PRODUCT_LOOKUPS } from '@store/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lookupTable, productLookupKey } from '../db/lookup-tables.ts';
import { companies, media, products, sizes, stock, users, variants } from '../db/schema.ts';
import { cedulaWithCheck } from '../db/seed/accounts.ts';
import { hashPassword } from '../lib/password.ts';
import { productSearchText } from '../lib/search-text.ts';

let passwordHash: Promise<string> | undefined;
export const FIXTURE_PASSWORD = 'clave123';

/** Valid cédulas built from a serial: province 01, third digit 0. */
export const cedula = (serial: number) => cedulaWithCheck(`010${String(serial).padStart(6, '0')}`);

// A test file's distributors take consecutive serials from a random start: two calls never share a cédula
// (random starts per call once collided: 50 racing buyers overlapped an earlier one).
let nextSerial = 500_000 + Math.floor(Math.random() * 300_000);

/**
 * Approved distributors inserted straight into the database, all with FIXTURE_PASSWORD: each a company whose owner
 * (the company's id is theirs, as a registration makes it).
 */
export async function createDistributors(db: Db, count: number, prefix = 'dist') {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const hash = await passwordHash;
  const start = nextSerial;
  nextSerial += count;
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `${prefix}${i}-${start}@example.com`,
          passwordHash: hash,
          name: 'Ana',
          lastname: 'Pérez',
          phone: '0991234567',
        })),
      )
      .returning({ id: users.id, email: users.email });
    await tx.insert(companies).values(
      rows.map((r, i) => ({
        id: r.id,
        status: 'APPROVED' as const,
        ci: cedula(start + i),
        companyName: `Comercial ${prefix} ${i}`,
        phone: '0991234567',
        basePhone: '072345678',
        province: 'Azuay',
        city: 'Cuenca',
        address: 'Av. Loja 1-23',
      })),
    );
    await tx
      .update(users)
      .set({ companyId: users.id, companyRole: 'OWNER' })
      .where(
        inArray(
          users.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  });
}

/** A product of the given stock type with one variant, using the first value of every lookup. */
export async function createProduct(
  db: Db,
  opts: {
    stockType: 'BOXES' | 'UNITS' | 'SIZES';
    quantity?: number;
    sizes?: Record<string, number>;
    priceCents?: number;
    discount?: number;
    name?: string;
    preventa?: boolean;
  },
) {
  const first = async (name: LookupName) => {
    const table = lookupTable(name);
    const [row] = await db.select({ id: table.id }).from(table).orderBy(table.id).limit(1);
    return row.id;
  };
  // the first value of each product lookup, as the product's columns (brandId … useId)
  const lookupIds = Object.fromEntries(
    await Promise.all(PRODUCT_LOOKUPS.map(async (name) => [productLookupKey(name), await first(name)] as const)),
  ) as Record<ReturnType<typeof productLookupKey>, number>;
  const code = `FX-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const name = opts.name ?? `Producto de prueba ${code}`;
  const [product] = await db
    .insert(products)
    .values({
      name,
      description: 'Producto creado por una prueba.',
      stockType: opts.stockType,
      preventa: opts.preventa ?? false,
      ...lookupIds,
      searchText: productSearchText(name, [code]),
    })
    .returning({ id: products.id });
  const [variant] = await db
    .insert(variants)
    .values({
      productId: product.id,
      code,
      colorId: await first('colors'),
      priceCents: opts.priceCents ?? 2500,
      discountPercent: opts.discount ?? 0,
    })
    .returning({ id: variants.id });
  await db.insert(media).values({ variantId: variant.id, url: '/media/test.svg' });
  const sizeIds: Record<string, number> = {};
  if (opts.stockType === 'SIZES') {
    for (const [sizeName, quantity] of Object.entries(opts.sizes ?? { '40': 24 })) {
      const [{ id: sizeId }] = await db.select({ id: sizes.id }).from(sizes).where(eq(sizes.name, sizeName));
      sizeIds[sizeName] = sizeId;
      await db.insert(stock).values({ variantId: variant.id, sizeId, quantity });
    }
  } else {
    await db.insert(stock).values({ variantId: variant.id, quantity: opts.quantity ?? 100 });
  }
  return { productId: product.id, variantId: variant.id, code, sizeIds };
}
