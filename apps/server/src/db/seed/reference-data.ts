/**
 * The data around the catalogue, with explicit ids where others point at it: the lookup groups' values, brands,
 * colours and sizes, the home page's banners and brand publicity, and the demo discount codes.
 */
import type { DbOrTx } from '../client.ts';
import { lookupTable } from '../lookup-tables.ts';
import * as schema from '../schema.ts';
import { LOOKUP_VALUES, SIZE_NAMES, UNIT_CATEGORIES } from './catalogue-words.ts';
import { EPOCH } from './demo-clock.ts';
import type { ImagePool } from './images.ts';
import { BRANDS, PALETTE } from './palette-and-brands.ts';

type ValueGroup = keyof typeof LOOKUP_VALUES;
/** The groups of LOOKUP_VALUES but categories (genders … uses), in its order. */
const NAME_ONLY_GROUPS = (Object.keys(LOOKUP_VALUES) as ValueGroup[]).filter(
  (group): group is Exclude<ValueGroup, 'categories'> => group !== 'categories',
);

/** Lookups, brands, banners, brand publicity and discount codes, with explicit ids (banners and publicity in order). */
export async function insertReferenceData(tx: DbOrTx, pool: ImagePool): Promise<void> {
  const named = <T extends string>(list: readonly T[]) => list.map((name, i) => ({ id: i + 1, name }));
  await tx
    .insert(schema.categories)
    .values(named(LOOKUP_VALUES.categories).map((c) => ({ ...c, unit: UNIT_CATEGORIES.includes(c.name) ? 'UNIT' : 'PAIR' }) as const));
  // the other groups of LOOKUP_VALUES are a name each
  for (const group of NAME_ONLY_GROUPS) {
    await tx.insert(lookupTable(group)).values(named(LOOKUP_VALUES[group]));
  }
  await tx.insert(schema.colors).values(PALETTE.map((c, i) => ({ id: i + 1, name: c.name, hexcode: c.hex })));
  await tx.insert(schema.sizes).values(SIZE_NAMES.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })));
  await tx.insert(schema.brands).values(BRANDS.map((b, i) => ({ id: i + 1, name: b.name, logoUrl: pool.brandLogoUrl(b.slug) })));

  const banners: (typeof schema.banners.$inferInsert)[] = pool.bannerImageUrls.map((url, i) => ({ type: 'image', url, position: i }));
  if (pool.videoBannerUrl) banners.push({ type: 'video', url: pool.videoBannerUrl, position: banners.length });
  banners.push({ type: 'bottom', url: pool.bottomBannerUrl, position: 0 });
  await tx.insert(schema.banners).values(banners);

  await tx.insert(schema.brandPublicity).values([
    ...BRANDS.map((b, i) => ({ brandId: i + 1, url: pool.brandLogoUrl(b.slug), landing: false, position: i })),
    ...pool.promoUrls.map((p, i) => ({
      brandId: BRANDS.findIndex((b) => b.slug === p.slug) + 1,
      url: p.url,
      landing: true,
      position: i,
    })),
  ]);

  await tx.insert(schema.discountCodes).values([
    { code: 'MAYORISTA10', percent: 10, active: true, createdAt: EPOCH },
    { code: 'BIENVENIDA15', percent: 15, active: true, startsAt: EPOCH, endsAt: new Date('2030-12-31T23:59:59-05:00'), createdAt: EPOCH },
    {
      code: 'VERANO2025',
      percent: 20,
      active: true,
      startsAt: new Date('2025-01-01T00:00:00-05:00'),
      endsAt: new Date('2025-03-31T23:59:59-05:00'),
      createdAt: EPOCH,
    },
    { code: 'INACTIVO5', percent: 5, active: false, createdAt: EPOCH },
  ]);
}
