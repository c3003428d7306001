/** The one e-mail an alert sends: what came back, and the link to buy it. */
import { paths } from '@store/contracts/paths';
import { button, emailLayout, facts, paragraph } from '../../lib/email-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import type { AlertRow } from './alert-rows.ts';

export function stockAlertMail(row: AlertRow, publicUrl: string): MailMessage {
  const link = `${publicUrl}${paths.product(row.productid)}`;
  const what = `${row.productName} · ${row.colorName}${row.sizeName ? ` · talla ${row.sizeName}` : ''}`;
  const subject = `Ya hay stock: ${row.productName} (${row.code})`;
  const closing = 'Este aviso queda cerrado. Si se agota otra vez, puede pedir uno nuevo desde el producto.';
  return {
    to: row.email,
    subject,
    text: [
      `Hola ${row.contactName},`,
      '',
      `Volvió a haber stock de lo que nos pidió avisarle: ${what} (código ${row.code}).`,
      `Puede comprarlo aquí: ${link}`,
      '',
      closing,
      '',
    ].join('\n'),
    html: emailLayout({
      title: subject,
      preheader: `${what}: ya puede comprarlo`,
      heading: 'Ya hay stock',
      blocks: [
        paragraph(`Hola ${row.contactName},`),
        paragraph('Volvió a haber stock de lo que nos pidió avisarle:'),
        facts([
          ['Producto', row.productName],
          ['Código', row.code],
          ['Color', row.colorName],
          ...(row.sizeName ? [['Talla', row.sizeName] as const] : []),
        ]),
        button('Ver el producto', link),
        paragraph(closing),
      ],
      publicUrl,
    }),
  };
}
