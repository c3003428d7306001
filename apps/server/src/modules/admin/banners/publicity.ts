import { type AdminPublicity, publicityFields } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { brandPublicity, brands } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { storeImage } from '../../../lib/media.ts';
import { parseFields, type UploadedFile } from '../../../lib/multipart.ts';
import type { Storage } from '../../../plugins/storage.ts';
import { moveTo } from './positions.ts';

/** Largest publicity picture side kept. */
const PUBLICITY_MAX_SIDE = 1600;

const publicityQuery = (db: DbOrTx) =>
  db
    .select({
      brandpublicityid: brandPublicity.id,
      brandid: brandPublicity.brandId,
      brandName: brands.name,
      url: brandPublicity.url,
      landing: brandPublicity.landing,
      position: brandPublicity.position,
    })
    .from(brandPublicity)
    .leftJoin(brands, eq(brands.id, brandPublicity.brandId))
    .$dynamic();

/** In the order the store lists them (GET /api/brand/get_all_publicity). */
export async function listAdminPublicity(db: Db): Promise<AdminPublicity[]> {
  return publicityQuery(db).orderBy(asc(brandPublicity.position), asc(brandPublicity.id));
}

async function publicityById(db: DbOrTx, id: number): Promise<AdminPublicity | undefined> {
  const [publicity] = await publicityQuery(db).where(eq(brandPublicity.id, id));
  return publicity;
}

async function assertBrand(db: DbOrTx, brandid: number | null | undefined) {
  if (brandid === null || brandid === undefined) return;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandid));
  if (!brand) throw badRequest(ADMIN_MSG.brandNotFound);
}

/** A form with the `file`, `brandid` (optional) and `landing`; the new entry goes last. */
export async function createPublicity(db: Db, storage: Storage, fields: Record<string, string>, file: UploadedFile | undefined) {
  const { brandid, landing } = parseFields(publicityFields, fields);
  if (!file) throw badRequest(ADMIN_MSG.publicityFileRequired);
  await assertBrand(db, brandid);
  const url = await storeImage(storage, 'publicity', file, PUBLICITY_MAX_SIDE);
  const [created] = await db
    .insert(brandPublicity)
    .values({ brandId: brandid, url, landing, position: sql`(select coalesce(max(position) + 1, 0) from brand_publicity)` })
    .returning({ id: brandPublicity.id });
  return (await publicityById(db, created.id))!;
}

export async function updatePublicity(db: Db, id: number, patch: { landing?: boolean; position?: number; brandid?: number | null }) {
  await db.transaction(async (tx) => {
    if (!(await publicityById(tx, id))) throw notFound(ADMIN_MSG.publicityNotFound);
    await assertBrand(tx, patch.brandid);
    if (patch.landing !== undefined || patch.brandid !== undefined) {
      await tx.update(brandPublicity).set({ landing: patch.landing, brandId: patch.brandid }).where(eq(brandPublicity.id, id));
    }
    if (patch.position !== undefined) await moveTo(tx, brandPublicity, undefined, id, patch.position);
  });
  return (await publicityById(db, id))!;
}

export async function deletePublicity(db: Db, id: number) {
  const deleted = await db.delete(brandPublicity).where(eq(brandPublicity.id, id)).returning({ id: brandPublicity.id });
  if (!deleted.length) throw notFound(ADMIN_MSG.publicityNotFound);
}
