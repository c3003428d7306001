/**
 * A distributor's transfer receipts (`endpoints.payments`): listing an order's receipts, sending one (stored,
 * the order's payment set to «enviado», the staff told by e-mail) and reading one back.
 */
import { randomBytes } from 'node:crypto';
import { MSG } from '@store/contracts';
import { RECEIPT_TYPES } from '@store/contracts/payments';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type OrderReader, ownOrders } from '../../db/order-owner.ts';
import { saleReceipts, sales } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { ReceiptKind } from './receipt-form.ts';
import { newReceiptMail } from './receipt-mail.ts';
import { type ReceiptRecord, readReceipt, receiptView } from './receipts.ts';

type OrderRecord = Pick<typeof sales.$inferSelect, 'status' | 'paymentStatus'>;

/** One of the caller's company's orders (another company's is the same 404 as one that does not exist). */
async function ownOrder(db: Db, reader: OrderReader, orderId: number) {
  const [order] = await db
    .select({ status: sales.status, paymentStatus: sales.paymentStatus })
    .from(sales)
    .where(and(eq(sales.id, orderId), ownOrders(reader)));
  if (!order) throw notFound(MSG.saleNotFound);
  return order;
}

export async function myOrderReceipts(db: Db, reader: OrderReader, orderId: number) {
  const order = await ownOrder(db, reader, orderId);
  const receipts = await db
    .select()
    .from(saleReceipts)
    .where(eq(saleReceipts.saleId, orderId))
    .orderBy(desc(saleReceipts.createdAt), desc(saleReceipts.id));
  return { paymentStatus: order.paymentStatus, receipts: receipts.map(receiptView) };
}

/** Why an order takes no receipt now, if it does not: canceled, already paid, or one waiting for the staff. */
function refusal(order: OrderRecord): string | null {
  if (order.status === 'CANCELED') return MSG.receiptOrderCanceled;
  if (order.paymentStatus === 'CONFIRMED') return MSG.receiptAlreadyConfirmed;
  if (order.paymentStatus === 'SENT') return MSG.receiptAlreadyWaiting;
  return null;
}

/** The name the receipt keeps: the one sent, made printable and short, with the extension its content has. */
function receiptName(sent: string, kind: ReceiptKind) {
  const base = sent
    .replace(/[\\/]/g, '_')
    .replace(/[\p{Cc}]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'comprobante'}.${kind}`;
}

export interface ReceiptDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storeInbox: string;
  publicUrl: string;
}

/**
 * «Subir comprobante»: the file is stored under a private key, then its row and the order's new payment
 * state are written in one transaction that locks the order (two uploads at once are served one after the
 * other, and the second sees the first one waiting). Anything refused leaves no row and no file behind.
 */
export async function sendReceipt(deps: ReceiptDeps, reader: OrderReader, orderId: number, file: UploadedFile & { kind: ReceiptKind }) {
  const { db, storage } = deps;
  // Checked before the file is written, so a refused upload never touches the storage; checked again under the lock.
  const before = refusal(await ownOrder(db, reader, orderId));
  if (before) throw new AppError('conflict', before);

  const key = `receipts/${orderId}/${Date.now()}-${randomBytes(8).toString('hex')}.${file.kind}`;
  await storage.put(key, file.data);
  let receipt: ReceiptRecord;
  try {
    receipt = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ status: sales.status, paymentStatus: sales.paymentStatus, companyName: sales.companyName })
        .from(sales)
        .where(and(eq(sales.id, orderId), ownOrders(reader)))
        .for('update');
      if (!order) throw notFound(MSG.saleNotFound);
      const refused = refusal(order);
      if (refused) throw new AppError('conflict', refused);
      const [row] = await tx
        .insert(saleReceipts)
        .values({
          saleId: orderId,
          filename: receiptName(file.filename, file.kind),
          storageKey: key,
          mime: RECEIPT_TYPES[file.kind],
          bytes: file.data.length,
        })
        .returning();
      await tx.update(sales).set({ paymentStatus: 'SENT' }).where(eq(sales.id, orderId));
      // The staff hear of it at once: a receipt waits for them.
      await deps.mailer.send(newReceiptMail({ orderId, company: order.companyName, filename: row.filename }, deps), { tx });
      return row;
    });
  } catch (err) {
    await storage.remove(key);
    throw err;
  }

  return { paymentStatus: 'SENT' as const, receipt: receiptView(receipt) };
}

/** One receipt's bytes, for the order's owner. */
export async function myReceiptFile(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  reader: OrderReader,
  orderId: number,
  receiptId: number,
) {
  const [found] = await deps.db
    .select({ receipt: saleReceipts })
    .from(saleReceipts)
    .innerJoin(sales, eq(sales.id, saleReceipts.saleId))
    .where(and(eq(saleReceipts.id, receiptId), eq(saleReceipts.saleId, orderId), ownOrders(reader)));
  if (!found) throw notFound(MSG.receiptNotFound);
  return readReceipt(deps, found.receipt);
}
