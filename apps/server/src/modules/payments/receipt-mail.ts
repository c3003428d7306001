/**
 * The e-mail the staff get when a distributor sends a transfer receipt: which order, whose, which file, and
 * a button to the order in the back office, where the receipt is reviewed.
 */
import { button, emailLayout, facts } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

export function newReceiptMail(
  receipt: { orderId: number; company: string; filename: string },
  to: { storeInbox: string; publicUrl: string },
): MailMessage {
  const { orderId, company, filename } = receipt;
  const subject = `Comprobante de pago de la orden #${orderId}`;
  const orderUrl = `${to.publicUrl}/admin/orders/${orderId}`;
  return {
    to: to.storeInbox,
    subject,
    text: `${company} envió un comprobante de transferencia para la orden #${orderId} (${filename}).\n\nRevíselo en ${orderUrl}`,
    html: emailLayout({
      title: subject,
      preheader: `${company} · orden #${orderId}`,
      heading: `Nuevo comprobante: orden #${orderId}`,
      blocks: [
        facts([
          ['Distribuidor', company],
          ['Orden', `#${orderId}`],
          ['Archivo', filename],
        ]),
        button('Revisar el comprobante', orderUrl),
      ],
      publicUrl: to.publicUrl,
    }),
  };
}
