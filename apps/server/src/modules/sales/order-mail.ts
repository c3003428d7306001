import {
  boxCents,
  type CountingUnit,
  formatCents,
  quantityText,
  SALE_STATUS_LABELS,
  type SaleStatus,
  type StockType,
  unitWord,
  VAT_RATE,
} from '@store/contracts';
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { deliveryLines } from '@store/contracts/delivery';
import { paths } from '@store/contracts/paths';
import { formatStoreDate } from '@store/contracts/store-time';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { personNames } from '../../db/person-names.ts';
import { saleDetails, sales } from '../../db/schema.ts';
import { button, COLORS, emailLayout, facts, html, paragraph } from '../../lib/email-layout.ts';
import type { Mailer, MailJob, MailMessage, OutgoingMail } from '../../plugins/mail.ts';
import { deliveryOf } from '../company/index.ts';
import { orderNoteFilename, orderNotePdf } from '../documents/index.ts';

/** What an order summary shows; the order's row and the back office's order detail both give it. */
export interface OrderSummary {
  id: number;
  status: SaleStatus;
  placedAt: Date | string;
  discountCode: string | null;
  /** the discount code's percent, 0 without one */
  codePercent: number;
  discountCents: number;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  lines: {
    productName: string;
    code: string;
    colorName: string;
    sizeName: string | null;
    quantity: number;
    stockType: StockType;
    unit: CountingUnit;
    unitsPerQuantity: number;
    preventa: boolean;
    /** per pair (or unit) */
    priceCents: number;
    /** the line's own discount, percent */
    discountPercent: number;
    lineTotalCents: number;
  }[];
}

const VAT_LABEL = `IVA ${Math.round(VAT_RATE * 100)}%`;
/** The day and time an order was placed, on the store's clock: «5 mar 2025, 10:30». */
const whenPlaced = (order: OrderSummary, timeZone: string) => formatStoreDate(order.placedAt, { timeZone, withTime: true });

// The text and the HTML of a summary are both written from these pieces, so they cannot tell different stories.
function linePieces(l: OrderSummary['lines'][number]) {
  return {
    size: l.sizeName ? `talla ${l.sizeName}` : '',
    quantity: quantityText(l),
    // A box line quotes the pair and the box, both before the line's discount.
    price: `${formatCents(l.priceCents)} c/${unitWord(l.unit, 1)}${
      l.stockType === 'BOXES' ? ` · ${formatCents(boxCents(l.priceCents, 0, l.unitsPerQuantity))} c/caja` : ''
    }`,
    discount: l.discountPercent ? `−${l.discountPercent}%` : '',
    total: formatCents(l.lineTotalCents),
  };
}

function totalRows(order: OrderSummary): [label: string, amount: string][] {
  return [
    ...(order.codePercent
      ? [[`Descuento ${order.discountCode} (${order.codePercent}%)`, `−${formatCents(order.discountCents)}`] as [string, string]]
      : []),
    ['Subtotal', formatCents(order.subtotalCents)],
    [VAT_LABEL, formatCents(order.vatCents)],
    ['Total', formatCents(order.totalCents)],
  ];
}

/**
 * The plain-text summary of an order that every order e-mail carries (the confirmation, the store's copy and
 * the status changes): its number, date in the store's zone and status, one line per item, the discount code and the totals.
 */
function orderSummary(order: OrderSummary, timeZone: string): string {
  const items = order.lines.map((l) => {
    const p = linePieces(l);
    return `- ${l.preventa ? '[PREVENTA] ' : ''}${l.productName} · ${l.code} · ${l.colorName}${p.size ? ` · ${p.size}` : ''} · ${p.quantity} × ${p.price}${p.discount ? ` (${p.discount})` : ''} = ${p.total}`;
  });
  return [
    `Orden #${order.id} del ${whenPlaced(order, timeZone)} — ${SALE_STATUS_LABELS[order.status]}`,
    '',
    ...items,
    '',
    ...totalRows(order).map(([label, amount]) => `${label}: ${amount}`),
  ].join('\n');
}

const cell = (align: 'left' | 'right') =>
  `padding:10px 0 10px 8px;border-bottom:1px solid ${COLORS.line};font-size:14px;line-height:1.4;color:${COLORS.text};text-align:${align};vertical-align:top;`;
const headCell = (align: 'left' | 'right') =>
  `padding:0 0 6px 8px;border-bottom:2px solid ${COLORS.brand};font-size:11px;font-weight:700;letter-spacing:0.5px;text-transform:uppercase;color:${COLORS.muted};text-align:${align};`;

/** The same summary as a table, for the HTML part. */
function orderSummaryHtml(order: OrderSummary, timeZone: string) {
  const rows = order.lines.map((l) => {
    const p = linePieces(l);
    const detail = [l.code, l.colorName, p.size].filter(Boolean).join(' · ');
    const preventa = l.preventa
      ? html`<span style="display:inline-block;margin:0 0 4px;padding:1px 8px;border-radius:9px;background:${COLORS.accentSoft};color:${COLORS.accentText};font-size:11px;font-weight:700;">Preventa</span><br>`
      : '';
    const discount = p.discount
      ? html`<br><span style="color:${COLORS.brandButton};font-size:12px;font-weight:600;">${p.discount}</span>`
      : '';
    return html`<tr>
<td style="${cell('left')}padding-left:0;">${preventa}<strong>${l.productName}</strong><br><span style="font-size:12px;color:${COLORS.muted};">${detail}</span></td>
<td style="${cell('left')}">${p.quantity}</td>
<td style="${cell('right')}">${p.price}${discount}</td>
<td style="${cell('right')}white-space:nowrap;font-weight:700;">${p.total}</td>
</tr>`;
  });
  const totals = totalRows(order).map(([label, amount], i, all) => {
    const last = i === all.length - 1;
    const style = last
      ? `padding:10px 0 0 8px;border-top:1px solid ${COLORS.line};font-size:17px;font-weight:800;color:${COLORS.brand};`
      : `padding:3px 0 3px 8px;font-size:14px;color:${COLORS.muted};`;
    return html`<tr><td style="${style}text-align:right;">${label}</td><td style="${style}text-align:right;white-space:nowrap;width:1%;">${amount}</td></tr>`;
  });
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;background:${COLORS.brandSoft};border-radius:8px;">
<tr><td style="padding:12px 16px;font-size:14px;line-height:1.5;color:${COLORS.text};"><strong style="font-size:16px;color:${COLORS.brand};">Orden #${order.id}</strong>&nbsp; <span style="display:inline-block;padding:2px 10px;border-radius:12px;background:${COLORS.brand};color:#ffffff;font-size:12px;font-weight:700;white-space:nowrap;vertical-align:1px;">${SALE_STATUS_LABELS[order.status]}</span><br><span style="color:${COLORS.muted};">${whenPlaced(order, timeZone)}</span></td></tr>
</table>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 12px;border-collapse:collapse;">
<thead><tr><th width="40%" style="${headCell('left')}padding-left:0;">Producto</th><th style="${headCell('left')}">Cantidad</th><th style="${headCell('right')}">Precio</th><th style="${headCell('right')}">Total</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 24px;border-collapse:collapse;">${totals}</table>`;
}

/** An order as it was placed, from its row and its lines. */
export function summaryOf(order: typeof sales.$inferSelect, lines: (typeof saleDetails.$inferSelect)[]): OrderSummary {
  return {
    id: order.id,
    status: order.status,
    placedAt: order.saleDate,
    discountCode: order.discountCode,
    codePercent: order.codePercent,
    discountCents: order.discountCents,
    subtotalCents: order.subtotalCents,
    vatCents: order.vatCents,
    totalCents: order.totalCents,
    lines,
  };
}

/** The confirmation to the distributor and the store's copy of a new order. */
export function newOrderMails(
  /** the order's row: the buyer as the order was placed */
  row: typeof sales.$inferSelect,
  order: OrderSummary,
  opts: { storeInbox: string; publicUrl: string; timeZone: string; enteredBy?: string | null },
): [MailMessage, MailMessage] {
  const text = orderSummary(order, opts.timeZone);
  // An order «Ventas» keyed in for the company says so (docs/product.md §29).
  const entered = opts.enteredBy ? `Este pedido lo ingresó ${opts.enteredBy}, de Ventas, por su empresa.` : '';
  const table = orderSummaryHtml(order, opts.timeZone);
  const toBuyer = `Confirmación de su orden #${row.id}`;
  const toStore = `Nueva orden #${row.id} de ${row.companyName}`;
  return [
    {
      to: row.email,
      subject: toBuyer,
      text: `Hola ${row.contactName},\n\nGracias por su compra.${entered ? ` ${entered}` : ''} Este es el resumen de su orden:\n\n${text}\n`,
      html: emailLayout({
        title: toBuyer,
        preheader: `Orden #${row.id} por ${formatCents(order.totalCents)}`,
        heading: 'Gracias por su compra',
        blocks: [
          paragraph(`Hola ${row.contactName},`),
          paragraph('Recibimos su orden. Este es el resumen; le avisaremos por correo cada vez que cambie de estado.'),
          ...(entered ? [paragraph(entered)] : []),
          table,
          button('Ver mis órdenes', `${opts.publicUrl}${paths.orders}`),
        ],
        publicUrl: opts.publicUrl,
      }),
    },
    {
      to: opts.storeInbox,
      replyTo: row.email,
      subject: toStore,
      text: `${entered ? `${entered}\n` : ''}${row.companyName} (RUC/cédula ${row.ci})\n${row.contactName} ${row.contactLastname} <${row.email}> · ${row.phone}\n${deliveryLines(deliveryOf(row)).join('\n')}\n\n${text}\n`,
      html: emailLayout({
        title: toStore,
        preheader: `${row.companyName} · ${formatCents(order.totalCents)}`,
        heading: `Nueva orden #${row.id}`,
        blocks: [
          facts([
            ['Empresa', row.companyName],
            ['RUC/cédula', row.ci],
            ['Contacto', `${row.contactName} ${row.contactLastname}`],
            ['Correo', html`<a href="mailto:${row.email}" style="color:${COLORS.brandButton};">${row.email}</a>`],
            ['Teléfono', row.phone],
            ['Entrega', deliveryLines(deliveryOf(row)).join(' · ')],
          ]),
          table,
          button('Abrir la orden', `${opts.publicUrl}/admin/orders/${row.id}`),
        ],
        publicUrl: opts.publicUrl,
      }),
    },
  ];
}

/**
 * The distributor's confirmation is queued with this renderer: its «Nota de pedido» PDF is drawn and
 * attached when the mail is sent (the store's copy links to the back office, which downloads it too).
 */
export const ORDER_NOTE = 'order-note';

/** The queued confirmation `job` with its order's PDF note attached. */
export async function withOrderNote(job: MailJob, opts: { db: Db; timeZone: string; log: FastifyBaseLogger }): Promise<OutgoingMail> {
  const { render, ...message } = job;
  const mail = { ...message, text: message.text ?? '' };
  const orderId = Number(render?.orderId);
  const [row] = await opts.db.select().from(sales).where(eq(sales.id, orderId));
  if (!row) return mail;
  const lines = await opts.db.select().from(saleDetails).where(eq(saleDetails.saleId, orderId)).orderBy(saleDetails.id);
  // The PDF is a convenience (the order detail offers it too): a note that cannot be drawn never holds back the confirmation.
  const note = await orderNotePdf(opts.db, row, lines, opts.timeZone).catch((err) => {
    opts.log.error({ err, orderId }, 'order note PDF not attached');
    return null;
  });
  if (!note) return mail;
  return { ...mail, attachments: [{ filename: orderNoteFilename(orderId), content: note, contentType: 'application/pdf' }] };
}

const STATUS_NOTE: Record<SaleStatus, string> = {
  RECEIVED: 'Recibimos su orden.',
  APPROVED: 'Su orden fue aprobada y la estamos preparando.',
  TO_DELIVER: 'Su orden está lista para despacho.',
  DELIVERING: 'Su orden va en camino a la dirección registrada.',
  DELIVERED: 'Su orden fue entregada. ¡Gracias por su compra!',
  CANCELED: 'Su orden fue cancelada. Si tiene preguntas, responda a este correo o comuníquese con nosotros.',
  PENDING_APPROVAL: 'Su orden espera la aprobación del titular de su empresa.',
};

/** The e-mail a distributor gets when an administrator moves one of their orders. */
export function orderStatusMail(order: AdminOrderDetail, { publicUrl, timeZone }: { publicUrl: string; timeZone: string }): MailMessage {
  const t = order.totals;
  const summary: OrderSummary = {
    id: order.saleid,
    status: order.status,
    placedAt: order.saledate,
    discountCode: order.discountCode,
    codePercent: order.codePercent,
    discountCents: t.discountCents,
    subtotalCents: t.subtotalCents,
    vatCents: t.vatCents,
    totalCents: t.totalCents,
    lines: order.lines,
  };
  const ordersUrl = `${publicUrl}${paths.orders}`;
  const subject = `Su orden #${order.saleid}: ${SALE_STATUS_LABELS[order.status]}`;
  // On its way: who carries it and the guide to follow it, when the staff entered them.
  const tracking: [string, string | null][] = [
    ['Transportista', order.carrier],
    ['Número de guía', order.trackingNumber],
  ];
  const shown = tracking.filter((row): row is [string, string] => order.status === 'DELIVERING' && !!row[1]);
  // Canceled: the reason the staff gave, in their words.
  if (order.status === 'CANCELED' && order.cancelReason) shown.push(['Motivo de la cancelación', order.cancelReason]);
  const text = [
    `Hola ${order.distributor.name},`,
    '',
    `Su orden #${order.saleid} ahora está en estado: ${SALE_STATUS_LABELS[order.status]}.`,
    STATUS_NOTE[order.status],
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    orderSummary(summary, timeZone),
    '',
    `Puede ver sus órdenes en ${ordersUrl}`,
    '',
  ].join('\n');
  const page = emailLayout({
    title: subject,
    preheader: STATUS_NOTE[order.status],
    heading: `Novedades de su orden #${order.saleid}`,
    blocks: [
      paragraph(`Hola ${order.distributor.name},`),
      paragraph(
        html`Su orden #${order.saleid} ahora está en estado: <strong>${SALE_STATUS_LABELS[order.status]}</strong>. ${STATUS_NOTE[order.status]}`,
      ),
      ...(shown.length ? [facts(shown)] : []),
      orderSummaryHtml(summary, timeZone),
      button('Ver mis órdenes', ordersUrl),
    ],
    publicUrl,
  });
  return { to: order.distributor.email, subject, text, html: page };
}

/** What queueing a new order's e-mails needs: the mailer, where the store's copy goes, the links' site and the store's clock. */
export interface NewOrderMailDeps {
  mailer: Mailer;
  storeInbox: string;
  publicUrl: string;
  timeZone: string;
}

/**
 * Queues a new order's two e-mails in the transaction that creates (or claims) it: the distributor's confirmation,
 * whose PDF note is drawn when the queue sends it, and the store's notice. Committed with the order or not at all.
 */
export async function queueNewOrderMails(
  tx: Tx,
  deps: NewOrderMailDeps,
  row: typeof sales.$inferSelect,
  lines: (typeof saleDetails.$inferSelect)[],
) {
  const enteredBy = (await personNames(tx, [row.enteredBy])).get(row.enteredBy ?? 0);
  const [toBuyer, toStore] = newOrderMails(row, summaryOf(row, lines), { ...deps, enteredBy });
  await deps.mailer.sendAll([{ ...toBuyer, render: { kind: ORDER_NOTE, orderId: row.id } }, toStore], { tx });
}
