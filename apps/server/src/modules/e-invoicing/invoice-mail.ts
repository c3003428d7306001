/**
 * The buyer's e-mail of an authorised document: queued in the transaction that records the SRI's authorisation
 * (so it goes once), its authorised XML and RIDE attached by the mail worker when it is sent (decision 039).
 */
import { formatCents } from '@store/contracts';
import { documentNumber } from '@store/contracts/e-invoice';
import { paths } from '@store/contracts/paths';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eInvoices, sales } from '../../db/schema.ts';
import { button, emailLayout, facts, paragraph } from '../../lib/email-layout.ts';
import type { Mailer, MailJob, OutgoingMail } from '../../plugins/mail.ts';
import { invoiceFile } from './service.ts';

/** The mail renderer's name: the worker attaches the document's files under it. */
export const INVOICE_MAIL = 'e-invoice';

/** Queues the buyer's e-mail of document `id` in `tx` and records when; false when the document does not exist. */
export async function queueInvoiceMail(tx: DbOrTx, deps: { mailer: Pick<Mailer, 'send'>; publicUrl: string }, id: number) {
  const [row] = await tx
    .select({
      kind: eInvoices.kind,
      estab: eInvoices.estab,
      ptoEmi: eInvoices.ptoEmi,
      secuencial: eInvoices.secuencial,
      totalCents: eInvoices.totalCents,
      orderId: sales.id,
      email: sales.email,
      contactName: sales.contactName,
      companyName: sales.companyName,
    })
    .from(eInvoices)
    .innerJoin(sales, eq(sales.id, eInvoices.saleId))
    .where(eq(eInvoices.id, id));
  if (!row) return false;
  const number = documentNumber(row.estab, row.ptoEmi, row.secuencial);
  const what = row.kind === 'factura' ? `Factura electrónica ${number}` : `Nota de crédito ${number}`;
  const subject = `${what} · Orden #${row.orderId}`;
  const intro =
    row.kind === 'factura'
      ? `Adjuntamos la factura electrónica de su orden #${row.orderId}, autorizada por el SRI: el XML (el comprobante legal) y su RIDE en PDF.`
      : `Su orden #${row.orderId} fue anulada. Adjuntamos la nota de crédito que anula su factura, autorizada por el SRI: el XML y su RIDE en PDF.`;
  const ordersUrl = `${deps.publicUrl}${paths.orders}`;
  const job: MailJob = {
    to: row.email,
    subject,
    text: `Hola ${row.contactName},\n\n${intro}\n\nNúmero: ${number}\nTotal: ${formatCents(row.totalCents)}\n\nTambién puede descargarlos desde «Mis órdenes»: ${ordersUrl}\n`,
    html: emailLayout({
      title: subject,
      preheader: `${what} por ${formatCents(row.totalCents)}`,
      heading: what,
      blocks: [
        paragraph(`Hola ${row.contactName},`),
        paragraph(intro),
        facts([
          ['Número', number],
          ['Cliente', row.companyName],
          ['Total', formatCents(row.totalCents)],
        ]),
        button('Ver mis órdenes', ordersUrl),
      ],
      publicUrl: deps.publicUrl,
    }),
    render: { kind: INVOICE_MAIL, id },
  };
  await deps.mailer.send(job, { tx });
  await tx.update(eInvoices).set({ mailedAt: new Date() }).where(eq(eInvoices.id, id));
  return true;
}

/** The queued e-mail `job` with its document's authorised XML and RIDE attached. */
export async function withInvoiceFiles(job: MailJob, db: DbOrTx): Promise<OutgoingMail | null> {
  const { render, ...message } = job;
  const [doc] = await db
    .select()
    .from(eInvoices)
    .where(eq(eInvoices.id, Number(render?.id)));
  // the files are the e-mail: without an authorised document there is nothing to send
  if (!doc) return null;
  const [xml, pdf] = await Promise.all([invoiceFile(doc, 'xml'), invoiceFile(doc, 'pdf')]);
  if (!xml || !pdf) return null;
  return {
    ...message,
    text: message.text ?? '',
    attachments: [
      { filename: xml.filename, content: xml.data, contentType: xml.mime },
      { filename: pdf.filename, content: pdf.data, contentType: pdf.mime },
    ],
  };
}
