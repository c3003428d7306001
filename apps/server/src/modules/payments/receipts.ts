/**
 * What the store and the back office both do with a receipt (shared with modules/admin/orders, see
 * .dependency-cruiser.cjs): say it the API's way, and read its private file back.
 */
import { MSG } from '@store/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { saleReceipts } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Storage } from '../../plugins/storage.ts';

export type ReceiptRecord = typeof saleReceipts.$inferSelect;

/** A receipt as the API says it. */
export const receiptView = (r: ReceiptRecord) => ({
  receiptid: r.id,
  filename: r.filename,
  mime: r.mime,
  bytes: r.bytes,
  status: r.status,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

/** A receipt's file from the storage; one whose file is gone is a 404, logged for the staff. */
export async function readReceipt(deps: { storage: Storage; log: FastifyBaseLogger }, receipt: ReceiptRecord) {
  try {
    return { data: await deps.storage.get(receipt.storageKey), mime: receipt.mime, filename: receipt.filename };
  } catch (err) {
    deps.log.error({ err, receiptId: receipt.id, key: receipt.storageKey }, 'receipt file missing from the storage');
    throw notFound(MSG.receiptNotFound);
  }
}
