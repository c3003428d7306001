import { type AdminBanner, type AdminPublicity, bannerFields, MSG, publicityFields } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest, invalidFields, notFound } from '../../../lib/app-error.ts';
import { MAX_IMAGE_BYTES, storeImage, storeVideo, type UploadedFile } from '../../../lib/media.ts';
import { num, rows } from '../../../lib/rows.ts';

// ---------------------------------------------------------------- banners

/**
 * Banners come in two sections with their own order: the home page's carousel (image and video) and
 * the bottom banner(s). Positions run 0, 1, 2... within a section.
 */
const sectionOf = (type: string) => (type === 'bottom' ? sql`type = 'bottom'` : sql`type <> 'bottom'`);

const toBanner = (r: Record<string, unknown>): AdminBanner => ({
  bannerid: num(r.bannerid),
  type: r.type as AdminBanner['type'],
  url: String(r.url),
  position: num(r.position),
  active: Boolean(r.active),
});

export async function listAdminBanners(db: Db) {
  const list = await rows(
    db,
    sql`select bannerid, type, url, position, active from banners order by (type = 'bottom'), position, bannerid`,
  );
  return list.map(toBanner);
}

async function bannerById(db: DbOrTx, id: number) {
  const [row] = await rows(db, sql`select bannerid, type, url, position, active from banners where bannerid = ${id}`);
  return row ? toBanner(row) : undefined;
}

function parse<S extends z.ZodType>(schema: S, v: unknown): z.output<S> {
  const parsed = schema.safeParse(v);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  return parsed.data;
}

/** An image file must also fit the image limit (the form was read with the larger video limit). */
function checkImageSize(file: UploadedFile) {
  if (file.data.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', MSG.fileTooBig(file.filename));
}

/** Stores the file (a picture as WebP, a video as sent if it is MP4/WebM) and puts the banner last in its section. */
export async function createBanner(db: Db, mediaDir: string, fields: Record<string, string>, file: UploadedFile | undefined) {
  const { type } = parse(bannerFields, fields);
  if (!file) throw badRequest(ADMIN_MSG.bannerFileRequired);
  let url: string;
  if (type === 'video') url = await storeVideo(mediaDir, 'banners', file);
  else {
    checkImageSize(file);
    url = await storeImage(mediaDir, 'banners', file, 2400);
  }
  const [row] = await rows(
    db,
    sql`insert into banners (type, url, position, active)
        values (${type}, ${url}, (select coalesce(max(position) + 1, 0) from banners where ${sectionOf(type)}), true)
        returning bannerid`,
  );
  return (await bannerById(db, num(row.bannerid)))!;
}

/**
 * Moves one row to `position` (clamped to the list) among the rows `where` selects, ordered by
 * position then id, and numbers them 0, 1, 2... again. Runs inside the caller's transaction.
 */
async function moveTo(tx: DbOrTx, table: 'banners' | 'brand_publicity', idColumn: string, where: SQL, id: number, position: number) {
  const list = await rows(
    tx,
    sql`select ${sql.raw(idColumn)} as id from ${sql.raw(table)} where ${where} order by position, ${sql.raw(idColumn)} for update`,
  );
  const ids = list.map((r) => num(r.id)).filter((x) => x !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  for (const [index, rowId] of ids.entries()) {
    await tx.execute(sql`update ${sql.raw(table)} set position = ${index} where ${sql.raw(idColumn)} = ${rowId} and position <> ${index}`);
  }
}

export async function updateBanner(db: Db, id: number, patch: { active?: boolean; position?: number }) {
  await db.transaction(async (tx) => {
    const current = await bannerById(tx, id);
    if (!current) throw notFound(ADMIN_MSG.bannerNotFound);
    if (patch.active !== undefined) await tx.execute(sql`update banners set active = ${patch.active} where bannerid = ${id}`);
    if (patch.position !== undefined) await moveTo(tx, 'banners', 'bannerid', sectionOf(current.type), id, patch.position);
  });
  return (await bannerById(db, id))!;
}

/** The stored file stays: files are named by content and another banner may show the same one. */
export async function deleteBanner(db: Db, id: number) {
  const [row] = await rows(db, sql`delete from banners where bannerid = ${id} returning bannerid`);
  if (!row) throw notFound(ADMIN_MSG.bannerNotFound);
}

// ---------------------------------------------------------------- brand publicity

const publicitySelect = sql`select bp.brandpublicityid, bp.brandid, b.name as brand_name, bp.url, bp.landing, bp.position
  from brand_publicity bp left join brands b on b.brandid = bp.brandid`;

const toPublicity = (r: Record<string, unknown>): AdminPublicity => ({
  brandpublicityid: num(r.brandpublicityid),
  brandid: r.brandid === null || r.brandid === undefined ? null : num(r.brandid),
  brandName: r.brand_name === null || r.brand_name === undefined ? null : String(r.brand_name),
  url: String(r.url),
  landing: Boolean(r.landing),
  position: num(r.position),
});

/** In the order the store lists them (GET /api/brand/get_all_publicity). */
export async function listAdminPublicity(db: Db) {
  return (await rows(db, sql`${publicitySelect} order by bp.position, bp.brandpublicityid`)).map(toPublicity);
}

async function publicityById(db: DbOrTx, id: number) {
  const [row] = await rows(db, sql`${publicitySelect} where bp.brandpublicityid = ${id}`);
  return row ? toPublicity(row) : undefined;
}

async function assertBrand(db: DbOrTx, brandid: number | null | undefined) {
  if (brandid === null || brandid === undefined) return;
  const [row] = await rows(db, sql`select 1 from brands where brandid = ${brandid}`);
  if (!row) throw badRequest(ADMIN_MSG.brandNotFound);
}

export async function createPublicity(db: Db, mediaDir: string, fields: Record<string, string>, file: UploadedFile | undefined) {
  const { brandid, landing } = parse(publicityFields, fields);
  if (!file) throw badRequest(ADMIN_MSG.publicityFileRequired);
  await assertBrand(db, brandid);
  const url = await storeImage(mediaDir, 'publicity', file, 1600);
  const [row] = await rows(
    db,
    sql`insert into brand_publicity (brandid, url, landing, position)
        values (${brandid}, ${url}, ${landing}, (select coalesce(max(position) + 1, 0) from brand_publicity))
        returning brandpublicityid`,
  );
  return (await publicityById(db, num(row.brandpublicityid)))!;
}

export async function updatePublicity(db: Db, id: number, patch: { landing?: boolean; position?: number; brandid?: number | null }) {
  await db.transaction(async (tx) => {
    if (!(await publicityById(tx, id))) throw notFound(ADMIN_MSG.publicityNotFound);
    await assertBrand(tx, patch.brandid);
    if (patch.landing !== undefined)
      await tx.execute(sql`update brand_publicity set landing = ${patch.landing} where brandpublicityid = ${id}`);
    if (patch.brandid !== undefined)
      await tx.execute(sql`update brand_publicity set brandid = ${patch.brandid} where brandpublicityid = ${id}`);
    if (patch.position !== undefined) await moveTo(tx, 'brand_publicity', 'brandpublicityid', sql`true`, id, patch.position);
  });
  return (await publicityById(db, id))!;
}

export async function deletePublicity(db: Db, id: number) {
  const [row] = await rows(db, sql`delete from brand_publicity where brandpublicityid = ${id} returning brandpublicityid`);
  if (!row) throw notFound(ADMIN_MSG.publicityNotFound);
}
