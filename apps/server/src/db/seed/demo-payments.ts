import { formatCents, type ReceiptStatus, type SaleStatus, STORE_PROFILE } from '@store/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Storage } from '../../plugins/storage.ts';
import type { Db } from '../client.ts';
import { bankAccounts, saleReceipts, sales } from '../schema.ts';
import { minimalPdf } from './minimal-pdf.ts';

/** The store's two demo accounts, shown in each order's payment panel and kept in the back office. */
export const DEMO_BANK_ACCOUNTS = [
  { bank: 'Banco Pichincha', accountType: 'CORRIENTE', number: '2100123456', holder: STORE_PROFILE.legalName, ruc: STORE_PROFILE.ruc },
  { bank: 'Banco del Austro', accountType: 'AHORROS', number: '0012345678', holder: STORE_PROFILE.legalName, ruc: STORE_PROFILE.ruc },
] as const;

const REJECTED_REASON = 'El monto del comprobante no coincide con el total de la orden. Envíe el comprobante de la transferencia completa.';

/**
 * The bank accounts, and a transfer receipt on three of the demo buyer's orders so every payment state
 * shows: the delivered order's confirmed, the approved one's rejected with a reason, today's waiting for
 * the staff (the canceled order takes none). The receipts are small real PDFs written through the storage.
 */
export async function seedDemoPayments(db: Db, storage: Storage, buyerId: number, adminId: number): Promise<void> {
  await db.insert(bankAccounts).values(DEMO_BANK_ACCOUNTS.map((a, position) => ({ ...a, position })));
  const orders = await db
    .select({ id: sales.id, status: sales.status, saleDate: sales.saleDate, totalCents: sales.totalCents, company: sales.companyName })
    .from(sales)
    .where(eq(sales.userId, buyerId))
    .orderBy(asc(sales.saleDate));
  const plan: Partial<Record<SaleStatus, ReceiptStatus>> = { DELIVERED: 'CONFIRMED', APPROVED: 'REJECTED', RECEIVED: 'SENT' };
  for (const order of orders) {
    const status = plan[order.status];
    if (!status) continue;
    const account = DEMO_BANK_ACCOUNTS[0];
    // The rejected one paid less than the order's total: what the staff's reason says.
    const paid = status === 'REJECTED' ? Math.round(order.totalCents / 2) : order.totalCents;
    const pdf = minimalPdf([
      'Comprobante de transferencia',
      `${account.bank} – Cuenta ${account.accountType === 'CORRIENTE' ? 'Corriente' : 'Ahorros'} ${account.number}`,
      `Beneficiario: ${account.holder}`,
      `Ordenante: ${order.company}`,
      `Monto: ${formatCents(paid)}`,
      `Referencia: orden #${order.id}`,
    ]);
    const storageKey = `receipts/${order.id}/demo-comprobante.pdf`;
    await storage.remove(storageKey);
    await storage.put(storageKey, pdf, 'application/pdf');
    // Sent 20 minutes after the order was placed and reviewed 30 minutes later, so before the order's approval
    // (an hour after it was placed, demo-orders); an order placed just now gets its receipt between then and now,
    // never in the future.
    const sinceOrder = Date.now() - order.saleDate.getTime();
    const sent = new Date(order.saleDate.getTime() + Math.min(20 * 60_000, sinceOrder / 2));
    const reviewed = status === 'SENT' ? null : new Date(sent.getTime() + Math.min(30 * 60_000, sinceOrder / 4));
    await db.insert(saleReceipts).values({
      saleId: order.id,
      filename: `comprobante-orden-${order.id}.pdf`,
      storageKey,
      mime: 'application/pdf',
      bytes: pdf.length,
      status,
      reason: status === 'REJECTED' ? REJECTED_REASON : null,
      reviewedBy: reviewed ? adminId : null,
      reviewedAt: reviewed,
      createdAt: sent,
    });
    await db.update(sales).set({ paymentStatus: status }).where(eq(sales.id, order.id));
  }
}
