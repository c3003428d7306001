import { button, emailLayout, paragraph } from './email-layout.ts';

/**
 * An invitation's e-mail (the staff's, decision 030; a company's, docs/product.md §28): whom it greets, what they
 * are invited to, and the link that sets their password, valid `hours` and once; text and HTML say the same.
 */
export function invitationMessage(m: {
  to: string;
  name: string;
  subject: string;
  /** the sentence that says who invites them to what */
  invited: string;
  hours: number;
  link: string;
  /** the button's label */
  action: string;
  publicUrl: string;
}) {
  const until = `${m.hours} horas`;
  return {
    to: m.to,
    subject: m.subject,
    text: `Hola ${m.name},\n\n${m.invited} Abra este enlace para elegir su contraseña (válido por ${until}, una sola vez):\n\n${m.link}\n\nSi no esperaba esta invitación, ignore este correo.`,
    html: emailLayout({
      title: m.subject,
      preheader: `Elija su contraseña: el enlace vale ${until}.`,
      heading: m.subject,
      blocks: [
        paragraph(`Hola ${m.name},`),
        paragraph(`${m.invited} Elija su contraseña con este enlace, válido por ${until} y una sola vez:`),
        button(m.action, m.link),
        paragraph('Si no esperaba esta invitación, ignore este correo.'),
      ],
      publicUrl: m.publicUrl,
    }),
  };
}
