import { type AdminBanner, type BannerType, bannerFields, MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { banners } from '../../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { MAX_IMAGE_BYTES, storeImage, storeVideo } from '../../../lib/media.ts';
import { parseFields, type UploadedFile } from '../../../lib/multipart.ts';
import type { Storage } from '../../../plugins/storage.ts';
import { moveTo } from './positions.ts';

/** Largest banner picture side kept. */
const BANNER_MAX_SIDE = 2400;

/**
 * Banners come in two sections with their own order: the home page's carousel (image and video) and
 * the bottom banner(s). Positions run 0, 1, 2... within a section.
 */
const sectionOf = (type: BannerType) => (type === 'bottom' ? eq(banners.type, 'bottom') : ne(banners.type, 'bottom'));

const bannerColumns = {
  bannerid: banners.id,
  type: banners.type,
  url: banners.url,
  link: banners.link,
  position: banners.position,
  active: banners.active,
};

/** The carousel first, then the bottom banners, each in its order. */
export async function listAdminBanners(db: Db): Promise<AdminBanner[]> {
  return db.select(bannerColumns).from(banners).orderBy(sql`${banners.type} = 'bottom'`, banners.position, banners.id);
}

async function bannerById(db: DbOrTx, id: number): Promise<AdminBanner | undefined> {
  const [banner] = await db.select(bannerColumns).from(banners).where(eq(banners.id, id));
  return banner;
}

/** An image file must also fit the image limit (the form was read with the larger video limit). */
function checkImageSize(file: UploadedFile) {
  if (file.data.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', MSG.fileTooBig(file.filename));
}

/** Stores the file (a picture as WebP, a video as sent if it is MP4/WebM) and puts the banner last in its section. */
export async function createBanner(db: Db, storage: Storage, fields: Record<string, string>, file: UploadedFile | undefined) {
  const { type, link } = parseFields(bannerFields, fields);
  if (!file) throw badRequest(ADMIN_MSG.bannerFileRequired);
  let url: string;
  if (type === 'video') url = await storeVideo(storage, 'banners', file);
  else {
    checkImageSize(file);
    url = await storeImage(storage, 'banners', file, BANNER_MAX_SIDE);
  }
  const [created] = await db
    .insert(banners)
    .values({
      type,
      url,
      link: link ?? null,
      position: sql`(select coalesce(max(position) + 1, 0) from banners where ${sectionOf(type)})`,
      active: true,
    })
    .returning({ id: banners.id });
  return (await bannerById(db, created.id))!;
}

export async function updateBanner(db: Db, id: number, patch: { active?: boolean; position?: number; link?: string | null }) {
  await db.transaction(async (tx) => {
    const current = await bannerById(tx, id);
    if (!current) throw notFound(ADMIN_MSG.bannerNotFound);
    const set = { ...(patch.active !== undefined && { active: patch.active }), ...(patch.link !== undefined && { link: patch.link }) };
    if (Object.keys(set).length) await tx.update(banners).set(set).where(eq(banners.id, id));
    if (patch.position !== undefined) await moveTo(tx, banners, sectionOf(current.type), id, patch.position);
  });
  return (await bannerById(db, id))!;
}

/** The stored file stays: files are named by content and another banner may show the same one. */
export async function deleteBanner(db: Db, id: number) {
  const deleted = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (!deleted.length) throw notFound(ADMIN_MSG.bannerNotFound);
}
