/**
 * A quote's e-mails (docs/product.md §29): the store told of a request and of a refusal, and the company's answer with
 * the quote's PDF, drawn when the queue sends it (the QUOTE_PDF renderer). Each is queued in its change's transaction.
 */
import { formatCents, QUOTE_STATE_LABELS } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { quoteFilename } from '@store/contracts/quotes';
import { formatStoreDate } from '@store/contracts/store-time';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { companies, type quoteLines, type quotes, users } from '../../db/schema.ts';
import { button, emailLayout, facts, paragraph } from '../../lib/email-layout.ts';
import type { MailJob, OutgoingMail } from '../../plugins/mail.ts';
import { quotePdf } from '../documents/index.ts';
import type { NewOrderMailDeps } from '../sales/index.ts';
import { quoteContact, quoteForPdf } from './quote-read.ts';

export type QuoteMailDeps = NewOrderMailDeps;
type QuoteRow = typeof quotes.$inferSelect;

const companyName = async (tx: Tx, companyId: number) =>
  (await tx.select({ name: companies.companyName }).from(companies).where(eq(companies.id, companyId)))[0]?.name ?? '';

const personName = async (tx: Tx, id: number | null) => {
  if (id === null) return '';
  const [p] = await tx.select({ name: users.name, lastname: users.lastname, email: users.email }).from(users).where(eq(users.id, id));
  return p ? `${p.name} ${p.lastname} <${p.email}>` : '';
};

/** The store's notice of a new request, with its lines at the company's prices. */
export async function queueRequestMail(tx: Tx, deps: QuoteMailDeps, quote: QuoteRow, lines: (typeof quoteLines.$inferSelect)[]) {
  const company = await companyName(tx, quote.companyId);
  const who = await personName(tx, quote.requestedBy);
  const listCents = lines.reduce((s, l) => s + l.quantity * l.unitsPerQuantity * l.listCents, 0);
  const subject = `Solicitud de cotización #${quote.id} de ${company}`;
  const items = lines.map(
    (l) => `- ${l.code} · ${l.productName} · ${l.colorName}${l.sizeName ? ` · talla ${l.sizeName}` : ''} × ${l.quantity}`,
  );
  const link = `${deps.publicUrl}/admin/quotes/${quote.id}`;
  await deps.mailer.send(
    {
      to: deps.storeInbox,
      subject,
      text: `${company} pide una cotización.\nPedida por: ${who}\nNota: ${quote.note || '—'}\n\n${items.join('\n')}\n\nA sus precios: ${formatCents(listCents)}\n\n${link}`,
      html: emailLayout({
        title: subject,
        preheader: `${company} · ${lines.length} líneas · ${formatCents(listCents)}`,
        heading: `Solicitud de cotización #${quote.id}`,
        blocks: [
          facts([
            ['Empresa', company],
            ['Pedida por', who],
            ['Nota', quote.note || '—'],
            ['Líneas', String(lines.length)],
            ['A sus precios', formatCents(listCents)],
          ]),
          button('Responder la cotización', link),
        ],
        publicUrl: deps.publicUrl,
      }),
    },
    { tx },
  );
}

/** The company's answer (or a quote from scratch): to whom it is for, with its PDF attached at send time. */
export async function queueAnswerMail(tx: Tx, deps: QuoteMailDeps, quote: QuoteRow) {
  const contact = await quoteContact(tx, quote);
  if (!contact) return;
  const until = quote.validUntil ? formatStoreDate(`${quote.validUntil}T12:00:00Z`, { timeZone: deps.timeZone }) : '';
  const subject = `Cotización #${quote.id}: precios válidos hasta el ${until}`;
  const link = `${deps.publicUrl}${paths.quotes}?quote=${quote.id}`;
  const said = `Le enviamos la cotización #${quote.id} con sus precios. Vale hasta el ${until}: acéptela desde «Cotizaciones» en la tienda y su orden se registra a estos precios, si hay stock en ese momento.`;
  await deps.mailer.send(
    {
      to: contact.email,
      replyTo: deps.storeInbox,
      subject,
      text: `Hola ${contact.name},\n\n${said}${quote.reply ? `\n\nNota de Ventas: ${quote.reply}` : ''}\n\n${link}`,
      html: emailLayout({
        title: subject,
        preheader: `Válida hasta el ${until}`,
        heading: `Cotización #${quote.id}`,
        blocks: [
          paragraph(`Hola ${contact.name},`),
          paragraph(said),
          ...(quote.reply ? [facts([['Nota de Ventas', quote.reply]])] : []),
          button('Ver la cotización', link),
        ],
        publicUrl: deps.publicUrl,
      }),
      render: { kind: QUOTE_PDF, quoteId: quote.id },
    },
    { tx },
  );
}

/** The store told that the company declined (or withdrew) a quote. */
export async function queueDeclineMail(tx: Tx, deps: QuoteMailDeps, quote: QuoteRow, personId: number) {
  const company = await companyName(tx, quote.companyId);
  const who = await personName(tx, personId);
  const subject = `Cotización #${quote.id} rechazada por ${company}`;
  const text = `${who} rechazó la cotización #${quote.id}.\nMotivo: ${quote.declineReason || '—'}`;
  await deps.mailer.send(
    {
      to: deps.storeInbox,
      subject,
      text,
      html: emailLayout({
        title: subject,
        preheader: QUOTE_STATE_LABELS.DECLINED,
        heading: subject,
        blocks: [
          facts([
            ['Rechazada por', who],
            ['Motivo', quote.declineReason || '—'],
          ]),
        ],
        publicUrl: deps.publicUrl,
      }),
    },
    { tx },
  );
}

/** The answer's e-mail is queued with this renderer: the quote's PDF is drawn and attached when it is sent. */
export const QUOTE_PDF = 'quote-pdf';

/** The queued answer `job` with its quote's PDF attached (a PDF that cannot be drawn never holds the e-mail back). */
export async function withQuotePdf(job: MailJob, opts: { db: Db; timeZone: string; log: FastifyBaseLogger }): Promise<OutgoingMail> {
  const { render, ...message } = job;
  const mail = { ...message, text: message.text ?? '' };
  const quoteId = Number(render?.quoteId);
  const pdf = await quoteForPdf(opts.db, quoteId, null, opts.timeZone)
    .then((quote) => quotePdf(opts.db, quote, opts.timeZone))
    .catch((err) => {
      opts.log.error({ err, quoteId }, 'quote PDF not attached');
      return null;
    });
  if (!pdf) return mail;
  return { ...mail, attachments: [{ filename: quoteFilename(quoteId), content: pdf, contentType: 'application/pdf' }] };
}
