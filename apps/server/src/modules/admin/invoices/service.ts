/** What the «Facturas» page reads and does; each change writes its history line in its own transaction. */

import { MSG } from '@store/contracts';
import {
  type AdminInvoiceRow,
  type AdminInvoicesQuery,
  INVOICE_PENDING_ALERT_HOURS,
  type InvoicingStatus,
} from '@store/contracts/admin-invoices';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { documentNumber, E_INVOICE_STATES, type EInvoiceState, invoiceHasFiles } from '@store/contracts/e-invoice';
import { storeDayEnd, storeDayStart } from '@store/contracts/store-time';
import { and, count, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { eInvoices, sales } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Queue } from '../../../plugins/queue.ts';
import { type Invoicing, issueDocument, queueInvoiceMail, retryDocument } from '../../e-invoicing/index.ts';
import { recordChange } from '../history/index.ts';

export interface InvoiceDeps {
  db: Db;
  invoicing: Invoicing | null;
  queue: Pick<Queue, 'send'>;
  mailer: Pick<Mailer, 'send' | 'wake'>;
  publicUrl: string;
  timeZone: string;
}

const DAY = 86_400_000;

/** Whether invoicing is on and how long its certificate has left. */
export function invoicingStatus(invoicing: Invoicing | null, now = new Date()): InvoicingStatus {
  if (!invoicing) return { enabled: false, ambiente: null, certificateValidTo: null, certificateDaysLeft: null };
  const validTo = new Date(invoicing.identity.certificate.validTo);
  return {
    enabled: true,
    ambiente: invoicing.issuer.ambiente,
    certificateValidTo: validTo.toISOString(),
    certificateDaysLeft: Math.floor((validTo.getTime() - now.getTime()) / DAY),
  };
}

const rowColumns = {
  id: eInvoices.id,
  kind: eInvoices.kind,
  estab: eInvoices.estab,
  ptoEmi: eInvoices.ptoEmi,
  secuencial: eInvoices.secuencial,
  clave: eInvoices.clave,
  orderId: eInvoices.saleId,
  companyName: sales.companyName,
  ci: sales.ci,
  email: sales.email,
  totalCents: eInvoices.totalCents,
  state: eInvoices.state,
  messages: eInvoices.messages,
  attempts: eInvoices.attempts,
  issuedAt: eInvoices.issuedAt,
  authorizedAt: eInvoices.authorizedAt,
  authorizationNumber: eInvoices.authorizationNumber,
  mailedAt: eInvoices.mailedAt,
};

/** The documents with their orders' buyers, as the page lists them. */
const selectRows = (db: DbOrTx) => db.select(rowColumns).from(eInvoices).innerJoin(sales, eq(sales.id, eInvoices.saleId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const view = (r: Row): AdminInvoiceRow => ({
  id: r.id,
  kind: r.kind,
  number: documentNumber(r.estab, r.ptoEmi, r.secuencial),
  clave: r.clave,
  orderId: r.orderId,
  buyer: { companyName: r.companyName, ci: r.ci, email: r.email },
  totalCents: r.totalCents,
  state: r.state,
  messages: r.messages,
  attempts: r.attempts,
  issuedAt: r.issuedAt.toISOString(),
  authorizedAt: r.authorizedAt?.toISOString() ?? null,
  authorizationNumber: r.authorizationNumber,
  mailedAt: r.mailedAt?.toISOString() ?? null,
});

async function invoiceRow(db: DbOrTx, id: number): Promise<AdminInvoiceRow> {
  const [row] = await selectRows(db).where(eq(eInvoices.id, id));
  if (!row) throw notFound(ADMIN_MSG.invoiceNotFound);
  return view(row);
}

/** The documents, newest first, filtered by state and by the day they were issued; with the count of each state. */
export async function listInvoices(deps: Pick<InvoiceDeps, 'db' | 'invoicing' | 'timeZone'>, q: AdminInvoicesQuery) {
  const days: SQL[] = [];
  if (q.from) days.push(gte(eInvoices.issuedAt, storeDayStart(q.from, deps.timeZone)));
  if (q.to) days.push(lte(eInvoices.issuedAt, storeDayEnd(q.to, deps.timeZone)));
  const where = and(...days, q.state ? eq(eInvoices.state, q.state) : undefined);
  const [[{ total }], rows, byState] = await Promise.all([
    deps.db.select({ total: count() }).from(eInvoices).where(where),
    selectRows(deps.db)
      .where(where)
      .orderBy(desc(eInvoices.issuedAt), desc(eInvoices.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    deps.db
      .select({ state: eInvoices.state, n: count() })
      .from(eInvoices)
      .where(and(...days))
      .groupBy(eInvoices.state),
  ]);
  const counts = Object.fromEntries(E_INVOICE_STATES.map((s) => [s, 0])) as Record<EInvoiceState, number>;
  for (const { state, n } of byState) counts[state] = Number(n);
  return {
    invoices: rows.map(view),
    info: { currentPage: q.page, totalPages: Math.max(1, Math.ceil(total / q.size)), limit: q.size, total },
    counts,
    invoicing: invoicingStatus(deps.invoicing),
  };
}

/** Documents the SRI has not settled INVOICE_PENDING_ALERT_HOURS after they were issued. */
export async function stuckInvoices(db: Db, now = new Date()): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(eInvoices)
    .where(
      and(
        inArray(eInvoices.state, ['pending', 'sent']),
        lt(eInvoices.issuedAt, new Date(now.getTime() - INVOICE_PENDING_ALERT_HOURS * 3600_000)),
      ),
    );
  return Number(n);
}

const on = (invoicing: Invoicing | null): Invoicing => {
  if (!invoicing) throw new AppError('conflict', ADMIN_MSG.invoicingOff);
  return invoicing;
};

const labelOf = (row: AdminInvoiceRow) => `${row.kind === 'factura' ? 'Factura' : 'Nota de crédito'} ${row.number}`;

/** «Emitir factura»: the factura of an order approved or further on (not canceled), and its job, in one transaction. */
export async function issueInvoice(deps: InvoiceDeps, orderId: number, staffId: number) {
  const invoicing = on(deps.invoicing);
  const id = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select({ status: sales.status }).from(sales).where(eq(sales.id, orderId));
    if (!order) throw notFound(MSG.saleNotFound);
    if (order.status === 'RECEIVED' || order.status === 'CANCELED') throw new AppError('conflict', ADMIN_MSG.invoiceOrderNotApproved);
    const issued = await issueDocument(tx, invoicing, orderId, 'factura');
    if (issued.id === null) throw notFound(MSG.saleNotFound);
    if (!issued.created) throw new AppError('conflict', ADMIN_MSG.invoiceAlreadyIssued);
    await deps.queue.send('e-invoice', { id: issued.id }, { tx });
    const row = await invoiceRow(tx, issued.id);
    await recordChange(tx, staffId, {
      entity: 'order',
      entityId: orderId,
      label: `Pedido #${orderId}`,
      action: `Emitió la ${labelOf(row).toLowerCase()}`,
    });
    return issued.id;
  });
  return { msg: ADMIN_MSG.invoiceIssued, invoice: await invoiceRow(deps.db, id) };
}

/** «Reintentar»: a refused document rebuilt and sent again, a stuck one queued again (service.ts, retryDocument). */
export async function retryInvoice(deps: InvoiceDeps, id: number, staffId: number) {
  const invoicing = on(deps.invoicing);
  await deps.db.transaction(async (tx) => {
    const retried = await retryDocument(tx, invoicing, id);
    if (retried === false) throw notFound(ADMIN_MSG.invoiceNotFound);
    if (retried === null) throw new AppError('conflict', ADMIN_MSG.invoiceNotRetriable);
    await deps.queue.send('e-invoice', { id }, { tx });
    const row = await invoiceRow(tx, id);
    await recordChange(tx, staffId, {
      entity: 'order',
      entityId: row.orderId,
      label: `Pedido #${row.orderId}`,
      action: `Reintentó la ${labelOf(row).toLowerCase()}`,
    });
  });
  return { msg: ADMIN_MSG.invoiceRetried, invoice: await invoiceRow(deps.db, id) };
}

/** «Reenviar correo»: the buyer's e-mail with the authorised XML and the RIDE, once more. */
export async function resendInvoiceMail(deps: InvoiceDeps, id: number, staffId: number) {
  await deps.db.transaction(async (tx) => {
    const row = await invoiceRow(tx, id);
    if (!invoiceHasFiles(row.state)) throw new AppError('conflict', ADMIN_MSG.invoiceFileNotReady);
    await queueInvoiceMail(tx, deps, id);
    await recordChange(tx, staffId, {
      entity: 'order',
      entityId: row.orderId,
      label: `Pedido #${row.orderId}`,
      action: `Reenvió por correo la ${labelOf(row).toLowerCase()}`,
    });
  });
  deps.mailer.wake();
  return { msg: ADMIN_MSG.invoiceMailQueued, invoice: await invoiceRow(deps.db, id) };
}
