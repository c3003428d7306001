/**
 * The e-mail a distributor gets when the staff review a transfer receipt: the payment confirmed, or the
 * receipt rejected with the staff's reason.
 */
import { type AdminOrderDetail, formatCents, SALE_STATUS_LABELS } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { button, emailLayout, type Html, paragraph, quote } from '../../../lib/email-layout.ts';
import type { MailMessage } from '../../../plugins/mail.ts';

/**
 * What a distributor is told when the staff review the transfer receipt of `order`: the payment was
 * confirmed, or (with `reason`) the receipt was rejected and another may be sent from the order.
 */
export function receiptReviewMail(order: AdminOrderDetail, reason: string | null, publicUrl: string): MailMessage {
  const id = order.saleid;
  const total = formatCents(order.totals.totalCents);
  const ordersUrl = `${publicUrl}${paths.orders}`;
  const hello = `Hola ${order.distributor.name},`;
  const mail = (subject: string, lines: string[], blocks: Html[], action: string) => ({
    to: order.distributor.email,
    subject,
    text: [hello, '', ...lines, '', `${action}: ${ordersUrl}`, ''].join('\n'),
    html: emailLayout({
      title: subject,
      preheader: lines[0],
      heading: subject,
      blocks: [paragraph(hello), ...blocks, button(action, ordersUrl)],
      publicUrl,
    }),
  });
  if (reason === null) {
    const said = `Confirmamos el pago por transferencia de su orden #${id} (${total}).`;
    const next =
      order.status === 'RECEIVED'
        ? 'Aprobaremos su orden en breve.'
        : `Su orden está en estado «${SALE_STATUS_LABELS[order.status]}»; le avisaremos de cada cambio.`;
    return mail(
      `Pago confirmado: orden #${id}`,
      [said, next, 'Gracias por su pago.'],
      [paragraph(said), paragraph(next), paragraph('Gracias por su pago.')],
      'Ver mis órdenes',
    );
  }
  const said = `Revisamos el comprobante de transferencia de su orden #${id} (${total}) y no pudimos confirmarlo.`;
  const again = 'Puede enviar otro comprobante desde el detalle de la orden, con el botón «Subir comprobante».';
  return mail(
    `Comprobante rechazado: orden #${id}`,
    [said, '', `Motivo: ${reason}`, '', again],
    [paragraph(said), paragraph('Motivo:'), quote(reason), paragraph(again)],
    'Enviar otro comprobante',
  );
}
