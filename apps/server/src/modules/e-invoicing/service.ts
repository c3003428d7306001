/**
 * Issuing an order's documents and taking each to the SRI's verdict (decision 039): a factura (or a nota de
 * crédito) is numbered, signed and stored in the caller's transaction; `advanceDocument` then moves it one step
 * per call (send, ask, keep the answer), so a process killed anywhere resumes where the database says it stood.
 */
import { randomInt } from 'node:crypto';
import { documentNumber, type EInvoiceState, invoiceHasFiles, SRI_DOC, type SriDocKind } from '@store/contracts/e-invoice';
import type { BuyerInvoice } from '@store/contracts/sale';
import { daysBetween, storeDayOf } from '@store/contracts/store-time';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type OrderReader, ownOrders } from '../../db/order-owner.ts';
import { eInvoiceSequences, eInvoices, saleDetails, sales } from '../../db/schema.ts';
import { type DocumentNumbering, type DocumentOrder, facturaXml, notaCreditoXml, type SriIssuer, slashedDate } from './document-xml.ts';
import { ridePdf } from './ride-pdf.ts';
import { type SigningIdentity, signDocument } from './signature.ts';
import { askAuthorization, type SriEndpoints, type SriMessage, sendForReception } from './sri-client.ts';

/** What invoicing needs, read once at start from the SRI_* variables (README, Configuration). */
export interface Invoicing {
  issuer: SriIssuer;
  identity: SigningIdentity;
  endpoints: SriEndpoints;
  timeZone: string;
}

/** The order's snapshot as a document reads it: buyer, lines, totals and credit days as they were placed. */
async function documentOrder(tx: DbOrTx, orderId: number, timeZone: string): Promise<DocumentOrder | null> {
  const [order] = await tx.select().from(sales).where(eq(sales.id, orderId));
  if (!order) return null;
  const lines = await tx.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(asc(saleDetails.id));
  return {
    id: order.id,
    buyer: {
      ci: order.ci,
      companyName: order.companyName,
      email: order.email,
      address: order.address,
      city: order.city,
      province: order.province,
    },
    lines: lines.map((l) => ({
      code: l.code,
      productName: l.productName,
      colorName: l.colorName,
      sizeName: l.sizeName,
      quantity: l.quantity,
      unitsPerQuantity: l.unitsPerQuantity,
      priceCents: l.priceCents,
      discountPercent: l.discountPercent,
    })),
    codePercent: order.codePercent,
    totalCents: order.totalCents,
    creditDays: order.dueOn ? daysBetween(storeDayOf(order.saleDate, timeZone), order.dueOn) : null,
  };
}

/** The next secuencial of a serie and kind, under the sequence row's lock until `tx` ends. */
async function nextSecuencial(tx: Tx, issuer: SriIssuer, kind: SriDocKind): Promise<number> {
  const [row] = await tx
    .insert(eInvoiceSequences)
    .values({ estab: issuer.estab, ptoEmi: issuer.ptoEmi, codDoc: SRI_DOC[kind], last: 1 })
    .onConflictDoUpdate({
      target: [eInvoiceSequences.estab, eInvoiceSequences.ptoEmi, eInvoiceSequences.codDoc],
      set: { last: sql`${eInvoiceSequences.last} + 1` },
    })
    .returning({ last: eInvoiceSequences.last });
  return row.last;
}

export type IssueResult = { id: number; created: boolean } | { id: null; reason: 'no-order' | 'no-factura' };

/**
 * Issues the order's document of `kind` in `tx`, or answers the one it already has: the order's row is locked
 * first, so two moves of one order at once make one document. A nota de crédito annuls the order's factura
 * and needs one that the SRI did not refuse.
 */
export async function issueDocument(
  tx: Tx,
  invoicing: Invoicing,
  orderId: number,
  kind: SriDocKind,
  now = new Date(),
): Promise<IssueResult> {
  const [locked] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, orderId)).for('update');
  if (!locked) return { id: null, reason: 'no-order' };
  const [existing] = await tx
    .select({ id: eInvoices.id })
    .from(eInvoices)
    .where(and(eq(eInvoices.saleId, orderId), eq(eInvoices.kind, kind)));
  if (existing) return { id: existing.id, created: false };

  let factura: typeof eInvoices.$inferSelect | undefined;
  if (kind === 'notaCredito') {
    [factura] = await tx
      .select()
      .from(eInvoices)
      .where(and(eq(eInvoices.saleId, orderId), eq(eInvoices.kind, 'factura')));
    if (!factura || factura.state === 'returned' || factura.state === 'rejected') return { id: null, reason: 'no-factura' };
  }
  const order = (await documentOrder(tx, orderId, invoicing.timeZone))!;
  const { issuer } = invoicing;
  const numbering = documentNumbering(invoicing, await nextSecuencial(tx, issuer, kind), now);
  const built = factura ? notaCreditoXml(issuer, order, numbering, modifiedFactura(factura)) : facturaXml(issuer, order, numbering);
  const [row] = await tx
    .insert(eInvoices)
    .values({
      saleId: orderId,
      kind,
      estab: issuer.estab,
      ptoEmi: issuer.ptoEmi,
      secuencial: numbering.secuencial,
      clave: built.clave,
      ambiente: issuer.ambiente,
      totalCents: order.totalCents,
      signedXml: await signDocument(built.xml, invoicing.identity, now),
      modifiesId: factura?.id ?? null,
      issuedAt: now,
    })
    .returning({ id: eInvoices.id });
  return { id: row.id, created: true };
}

/** A document's secuencial, today's date in Ecuador (ddmmaaaa) and the clave's eight random digits. */
function documentNumbering(invoicing: Invoicing, secuencial: number, now: Date): DocumentNumbering {
  const day = storeDayOf(now, invoicing.timeZone); // aaaa-mm-dd
  return {
    secuencial,
    fechaEmision: `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`,
    codigoNumerico: String(randomInt(0, 100_000_000)).padStart(8, '0'),
  };
}

/** The factura a nota de crédito names: its number, and its date (the ddmmaaaa its clave starts with). */
const modifiedFactura = (factura: typeof eInvoices.$inferSelect) => ({
  number: documentNumber(factura.estab, factura.ptoEmi, factura.secuencial),
  fechaEmision: slashedDate(factura.clave.slice(0, 8)),
});

/** What one call of `advanceDocument` did; `retry` asks the caller to call again later (with a pause). */
export type Advance = { state: EInvoiceState; retry: boolean };

const unreachable = (detail: string): SriMessage => ({
  identificador: 'sin-respuesta',
  mensaje: `El SRI no respondió: ${detail}`,
  tipo: 'ERROR',
});

/** DEVUELTA 43 (clave registrada) and 70 (en procesamiento): the SRI holds it already; ask for its verdict. */
const alreadyThere = (mensajes: SriMessage[]) => mensajes.some((m) => m.identificador === '43' || m.identificador === '70');

/**
 * Takes a document one step towards the SRI's verdict and records where it stands:
 * - pending, never sent: `sending_since` is committed, then the reception; RECIBIDA (or DEVUELTA 43/70) → sent;
 *   another DEVUELTA → returned, for good; a timeout or HTTP error → still pending, retry;
 * - pending with `sending_since` (a send whose answer was lost, a process killed): ask first, and send again
 *   only when the SRI holds nothing under the clave;
 * - sent: ask; AUTORIZADO → authorized with the authorised XML; NO AUTORIZADO → rejected; nothing yet,
 *   EN PROCESO or no answer → retry.
 * A nota de crédito waits for its factura's authorisation.
 */
export async function advanceDocument(
  db: DbOrTx,
  invoicing: Invoicing,
  id: number,
  /** run in the transaction that records the authorisation: the buyer's e-mail is queued there, so it goes once */
  onAuthorized?: (tx: Tx, id: number) => Promise<void>,
): Promise<Advance> {
  const [doc] = await db.select().from(eInvoices).where(eq(eInvoices.id, id));
  if (!doc) throw new Error(`e-invoice ${id} does not exist`);
  const done = (state: EInvoiceState): Advance => ({ state, retry: false });
  if (doc.state !== 'pending' && doc.state !== 'sent') return done(doc.state);
  const save = async (values: Partial<typeof eInvoices.$inferInsert>) => {
    await db
      .update(eInvoices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(eInvoices.id, id));
  };

  if (doc.modifiesId !== null) {
    const [factura] = await db.select({ state: eInvoices.state }).from(eInvoices).where(eq(eInvoices.id, doc.modifiesId));
    if (factura?.state !== 'authorized' && factura?.state !== 'annulled') return { state: doc.state, retry: true };
  }

  if (doc.state === 'pending') {
    if (doc.sendingSince) {
      const asked = await askAuthorization(invoicing.endpoints, doc.clave);
      if (asked.estado === 'unreachable') {
        await save({ messages: [unreachable(asked.detail)] });
        return { state: 'pending', retry: true };
      }
      if (asked.estado !== 'none') return settle(asked);
    }
    await save({ sendingSince: new Date(), attempts: doc.attempts + 1 });
    const received = await sendForReception(invoicing.endpoints, doc.signedXml);
    if (received.estado === 'unreachable') {
      await save({ messages: [unreachable(received.detail)] });
      return { state: 'pending', retry: true };
    }
    if (received.estado === 'DEVUELTA' && !alreadyThere(received.mensajes)) {
      await save({ state: 'returned', messages: received.mensajes });
      return done('returned');
    }
    await save({ state: 'sent', messages: received.mensajes });
  }

  return settle(await askAuthorization(invoicing.endpoints, doc.clave));

  async function settle(asked: Awaited<ReturnType<typeof askAuthorization>>): Promise<Advance> {
    switch (asked.estado) {
      case 'AUTORIZADO':
        await db.transaction(async (tx) => {
          await tx
            .update(eInvoices)
            .set({
              state: 'authorized',
              authorizedXml: asked.xml,
              authorizationNumber: asked.numeroAutorizacion,
              authorizedAt: new Date(asked.fechaAutorizacion),
              messages: asked.mensajes,
              updatedAt: new Date(),
            })
            .where(eq(eInvoices.id, id));
          // the factura a nota de crédito annuls is annulled with its authorisation
          if (doc.modifiesId !== null)
            await tx.update(eInvoices).set({ state: 'annulled', updatedAt: new Date() }).where(eq(eInvoices.id, doc.modifiesId));
          await onAuthorized?.(tx, id);
        });
        return done('authorized');
      case 'NO AUTORIZADO':
        await save({ state: 'rejected', messages: asked.mensajes });
        return done('rejected');
      case 'unreachable':
        // settle is reached once the SRI holds the document: it stays sent, its verdict asked again later
        await save({ state: 'sent', messages: [unreachable(asked.detail)] });
        return { state: 'sent', retry: true };
      case 'EN PROCESO':
        await save({ state: 'sent', messages: asked.mensajes });
        return { state: 'sent', retry: true };
      default:
        // nothing under the clave yet: received moments ago, the SRI has not filed it
        await save({ state: 'sent' });
        return { state: 'sent', retry: true };
    }
  }
}

/** A document's file: the authorised XML as the SRI returned it, or its RIDE drawn from that XML. */
export type InvoiceFormat = 'xml' | 'pdf';

type AuthorizedRow = Pick<
  typeof eInvoices.$inferSelect,
  'kind' | 'estab' | 'ptoEmi' | 'secuencial' | 'signedXml' | 'authorizedXml' | 'authorizationNumber' | 'authorizedAt'
>;

/** `factura-001-001-000000123.xml`, `nota-de-credito-001-001-000000004.pdf` */
const invoiceFilename = (doc: Pick<AuthorizedRow, 'kind' | 'estab' | 'ptoEmi' | 'secuencial'>, format: InvoiceFormat) =>
  `${doc.kind === 'factura' ? 'factura' : 'nota-de-credito'}-${documentNumber(doc.estab, doc.ptoEmi, doc.secuencial)}.${format}`;

/** The file of an authorised (or since annulled) document; null before the SRI authorised it. */
export async function invoiceFile(doc: AuthorizedRow, format: InvoiceFormat) {
  if (!doc.authorizedXml || !doc.authorizationNumber || !doc.authorizedAt) return null;
  const data =
    format === 'xml'
      ? Buffer.from(doc.authorizedXml, 'utf8')
      : await ridePdf(doc.signedXml, { number: doc.authorizationNumber, at: doc.authorizedAt });
  return { data, mime: format === 'xml' ? 'application/xml' : 'application/pdf', filename: invoiceFilename(doc, format) };
}

const fileColumns = {
  kind: eInvoices.kind,
  estab: eInvoices.estab,
  ptoEmi: eInvoices.ptoEmi,
  secuencial: eInvoices.secuencial,
  signedXml: eInvoices.signedXml,
  authorizedXml: eInvoices.authorizedXml,
  authorizationNumber: eInvoices.authorizationNumber,
  authorizedAt: eInvoices.authorizedAt,
};

/**
 * The factura of one of `reader`'s own orders (ownOrders) (an annulled one too: the buyer keeps it) as its XML or its RIDE; null
 * when the order is not theirs or its factura is not authorised (yet).
 */
export async function buyerInvoiceFile(db: DbOrTx, orderId: number, reader: OrderReader, format: InvoiceFormat) {
  const [doc] = await db
    .select(fileColumns)
    .from(eInvoices)
    .innerJoin(sales, eq(sales.id, eInvoices.saleId))
    .where(and(eq(eInvoices.saleId, orderId), ownOrders(reader), eq(eInvoices.kind, 'factura')));
  return doc ? invoiceFile(doc, format) : null;
}

/** Any document's file, for the staff. */
export async function documentFile(db: DbOrTx, id: number, format: InvoiceFormat) {
  const [doc] = await db.select(fileColumns).from(eInvoices).where(eq(eInvoices.id, id));
  return doc ? invoiceFile(doc, format) : undefined;
}

/** An order's documents as its buyer sees them on the order page, the factura first. */
export async function orderInvoices(db: DbOrTx, orderId: number): Promise<BuyerInvoice[]> {
  const rows = await db
    .select({
      kind: eInvoices.kind,
      estab: eInvoices.estab,
      ptoEmi: eInvoices.ptoEmi,
      secuencial: eInvoices.secuencial,
      state: eInvoices.state,
      authorizedAt: eInvoices.authorizedAt,
    })
    .from(eInvoices)
    .where(eq(eInvoices.saleId, orderId))
    .orderBy(asc(eInvoices.id));
  return rows.map((r) => ({
    kind: r.kind,
    number: documentNumber(r.estab, r.ptoEmi, r.secuencial),
    state: r.state,
    authorizedAt: r.authorizedAt?.toISOString() ?? null,
  }));
}

/**
 * Sends a document again («Reintentar»). One the SRI refused (Devuelta, No autorizada) is rebuilt from the order
 * and the store's data as they are now, with its own number, a new clave and a new signature, as the SRI asks of a
 * corrected document; one still pending or sent (its job gave up) is only queued again. Authorised or annulled
 * ones are not touched: null.
 */
export async function retryDocument(tx: Tx, invoicing: Invoicing, id: number, now = new Date()): Promise<boolean | null> {
  const [doc] = await tx.select().from(eInvoices).where(eq(eInvoices.id, id)).for('update');
  if (!doc) return false;
  if (invoiceHasFiles(doc.state)) return null;
  if (doc.state === 'returned' || doc.state === 'rejected') {
    const order = (await documentOrder(tx, doc.saleId, invoicing.timeZone))!;
    const numbering = documentNumbering(invoicing, doc.secuencial, now);
    let built: ReturnType<typeof facturaXml>;
    if (doc.modifiesId !== null) {
      const [factura] = await tx.select().from(eInvoices).where(eq(eInvoices.id, doc.modifiesId));
      built = notaCreditoXml(invoicing.issuer, order, numbering, modifiedFactura(factura));
    } else built = facturaXml(invoicing.issuer, order, numbering);
    await tx
      .update(eInvoices)
      .set({
        state: 'pending',
        clave: built.clave,
        ambiente: invoicing.issuer.ambiente,
        signedXml: await signDocument(built.xml, invoicing.identity, now),
        sendingSince: null,
        messages: [],
        issuedAt: now,
        updatedAt: now,
      })
      .where(eq(eInvoices.id, id));
  }
  return true;
}
