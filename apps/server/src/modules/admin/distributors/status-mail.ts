import type { UserStatus } from '@store/contracts';
import { paths } from '@store/contracts/paths';
import { button, emailLayout, type Html, paragraph, quote } from '../../../lib/email-layout.ts';

/** The company as its owner is told of it: its name, RUC, new status and reason, and the owner's name and e-mail. */
export interface StatusMailCompany {
  companyName: string;
  ci: string;
  status: UserStatus;
  statusReason: string | null;
  name: string;
  email: string;
}

/** What a company's owner is told when an administrator moves the company (`from` is the status it left). */
export function statusMail(user: StatusMailCompany, from: UserStatus, publicUrl: string) {
  const hello = `Hola ${user.name},\n\n`;
  const reason = user.statusReason ? `\n\nMotivo: ${user.statusReason}` : '';
  // The HTML says the same as the text, with the links as buttons and the reason quoted.
  const page = (subject: string, heading: string, blocks: Html[]) =>
    emailLayout({ title: subject, preheader: heading, heading, blocks: [paragraph(`Hola ${user.name},`), ...blocks], publicUrl });
  const reasonBlocks = user.statusReason ? [paragraph('Motivo:'), quote(user.statusReason)] : [];
  const mail = (subject: string, text: string, heading: string, blocks: Html[]) => ({
    subject,
    text,
    html: page(subject, heading, blocks),
  });
  switch (user.status) {
    case 'APPROVED':
      return from === 'DISABLED'
        ? mail(
            'Su cuenta de distribuidor fue habilitada nuevamente',
            `${hello}La cuenta de ${user.companyName} está habilitada otra vez. Ya puede ingresar en ${publicUrl}${paths.login} con su correo y contraseña, ver los precios mayoristas y hacer pedidos.\n\nGracias por seguir con nosotros.`,
            'Su cuenta está habilitada otra vez',
            [
              paragraph(
                `La cuenta de ${user.companyName} está habilitada otra vez. Ya puede ingresar con su correo y contraseña, ver los precios mayoristas y hacer pedidos.`,
              ),
              button('Ingresar a la tienda', `${publicUrl}${paths.login}`),
              paragraph('Gracias por seguir con nosotros.'),
            ],
          )
        : mail(
            '¡Bienvenido! Su cuenta de distribuidor fue aprobada',
            `${hello}¡Bienvenido! Aprobamos la cuenta de distribuidor de ${user.companyName} (RUC/cédula ${user.ci}).\n\nYa puede ingresar en ${publicUrl}${paths.login} con su correo (${user.email}) y su contraseña para ver los precios mayoristas del catálogo y hacer sus pedidos.\n\nGracias por su confianza.`,
            '¡Bienvenido! Su cuenta fue aprobada',
            [
              paragraph(`Aprobamos la cuenta de distribuidor de ${user.companyName} (RUC/cédula ${user.ci}).`),
              paragraph(
                `Ya puede ingresar con su correo (${user.email}) y su contraseña para ver los precios mayoristas del catálogo y hacer sus pedidos.`,
              ),
              button('Ingresar a la tienda', `${publicUrl}${paths.login}`),
              paragraph('Gracias por su confianza.'),
            ],
          );
    case 'REJECTED':
      return mail(
        'Su solicitud de distribuidor no fue aprobada',
        `${hello}Revisamos la solicitud de registro de ${user.companyName} y no pudimos aprobarla.${reason}\n\nSi desea más información o enviar documentos corregidos, responda a este correo o escríbanos desde ${publicUrl}${paths.contact}.`,
        'Su solicitud no fue aprobada',
        [
          paragraph(`Revisamos la solicitud de registro de ${user.companyName} y no pudimos aprobarla.`),
          ...reasonBlocks,
          paragraph(
            'Si desea más información o enviar documentos corregidos, responda a este correo o escríbanos desde la página de contacto.',
          ),
          button('Escribirnos', `${publicUrl}${paths.contact}`),
        ],
      );
    default:
      return mail(
        'Su cuenta de distribuidor fue deshabilitada',
        `${hello}La cuenta de ${user.companyName} fue deshabilitada y ya no puede ingresar a la tienda.${reason}\n\nSi cree que es un error, comuníquese con nosotros respondiendo a este correo.`,
        'Su cuenta fue deshabilitada',
        [
          paragraph(`La cuenta de ${user.companyName} fue deshabilitada y ya no puede ingresar a la tienda.`),
          ...reasonBlocks,
          paragraph('Si cree que es un error, comuníquese con nosotros respondiendo a este correo.'),
        ],
      );
  }
}
