import { type AdminBrand, brandFields } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { brands, products } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { storeImage } from '../../../lib/media.ts';
import { parseFields, type UploadedFile } from '../../../lib/multipart.ts';
import { pgCode, SQLSTATE } from '../../../lib/sql.ts';
import type { Storage } from '../../../plugins/storage.ts';
import { nameTaken } from './name-taken.ts';

/** Largest logo side kept. */
const LOGO_MAX_SIDE = 600;

const brandQuery = (db: DbOrTx) =>
  db
    .select({
      brandid: brands.id,
      name: brands.name,
      logoUrl: brands.logoUrl,
      products: db.$count(products, eq(products.brandId, brands.id)),
    })
    .from(brands);

/** Every brand with how many products (active or not) carry it, by name. */
export async function listBrands(db: Db): Promise<AdminBrand[]> {
  return brandQuery(db).orderBy(sql`lower(${brands.name})`, brands.id);
}

async function brandById(db: DbOrTx, id: number): Promise<AdminBrand | undefined> {
  const [brand] = await brandQuery(db).where(eq(brands.id, id));
  return brand;
}

async function assertBrandNameFree(db: DbOrTx, name: string, exceptId = 0) {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = lower(${name})`, ne(brands.id, exceptId)));
  if (taken) throw new AppError('conflict', ADMIN_MSG.brandNameTaken(name));
}

/** A form with `name` and the `logo` file (required), stored as WebP. */
export async function createBrand(db: Db, storage: Storage, fields: Record<string, string>, file: UploadedFile | undefined) {
  const { name } = parseFields(brandFields, fields);
  if (!file) throw badRequest(ADMIN_MSG.brandLogoRequired);
  await assertBrandNameFree(db, name);
  const logoUrl = await storeImage(storage, 'brands', file, LOGO_MAX_SIDE);
  const [created] = await db
    .insert(brands)
    .values({ name, logoUrl })
    .returning({ id: brands.id })
    .catch((err) => nameTaken(err, ADMIN_MSG.brandNameTaken(name)));
  return (await brandById(db, created.id))!;
}

/** A form with `name` and, to change it, the `logo` file. */
export async function updateBrand(db: Db, storage: Storage, id: number, fields: Record<string, string>, file: UploadedFile | undefined) {
  const current = await brandById(db, id);
  if (!current) throw notFound(ADMIN_MSG.brandNotFound);
  const { name } = parseFields(brandFields, fields);
  await assertBrandNameFree(db, name, id);
  const logoUrl = file ? await storeImage(storage, 'brands', file, LOGO_MAX_SIDE) : current.logoUrl;
  await db
    .update(brands)
    .set({ name, logoUrl })
    .where(eq(brands.id, id))
    .catch((err) => nameTaken(err, ADMIN_MSG.brandNameTaken(name)));
  return (await brandById(db, id))!;
}

/** Refused while products carry the brand; its publicity entries go with it. */
export async function deleteBrand(db: Db, id: number) {
  const brand = await brandById(db, id);
  if (!brand) throw notFound(ADMIN_MSG.brandNotFound);
  if (brand.products > 0) throw new AppError('conflict', ADMIN_MSG.brandInUse(brand.name, brand.products));
  await db
    .delete(brands)
    .where(eq(brands.id, id))
    .catch((err) => {
      if (pgCode(err) === SQLSTATE.foreignKeyViolation) throw new AppError('conflict', ADMIN_MSG.brandInUse(brand.name, 1));
      throw err;
    });
}
