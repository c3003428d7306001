import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { variantProduct } from './variants.ts';

/** Answers nothing, or 404 for an unknown variant: asked before an upload is read, so an unknown one costs no work. */
export async function variantExists(db: Db, variantId: number) {
  await variantProduct(db, variantId);
}

/** The stored picture goes last among the variant's pictures. */
export async function addImage(db: Db, variantId: number, url: string) {
  const mediaId = await db.transaction(async (tx) => {
    await variantProduct(tx, variantId, true);
    const [created] = await tx
      .insert(media)
      .values({
        variantId,
        url,
        type: 'image',
        position: sql`(select coalesce(max(position) + 1, 0) from product_media where prodvarid = ${variantId})`,
      })
      .returning({ id: media.id });
    return created.id;
  });
  return mediaId;
}

/** The row goes; the file stays (files are named by content and another row may show the same one). */
export async function deleteImage(db: Db, mediaId: number) {
  const deleted = await db.delete(media).where(eq(media.id, mediaId)).returning({ id: media.id });
  if (!deleted.length) throw notFound(ADMIN_MSG.adminImageNotFound);
}

/** `order` lists every picture of the variant once; the first is the main picture. */
export async function reorderImages(db: Db, variantId: number, order: number[]) {
  await db.transaction(async (tx) => {
    await variantProduct(tx, variantId, true);
    const current = await tx.select({ id: media.id }).from(media).where(eq(media.variantId, variantId));
    const ids = new Set(current.map((m) => m.id));
    if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
      throw badRequest(ADMIN_MSG.adminImagesOrderInvalid);
    }
    for (const [position, mediaId] of order.entries()) {
      await tx.update(media).set({ position }).where(eq(media.id, mediaId));
    }
  });
}
