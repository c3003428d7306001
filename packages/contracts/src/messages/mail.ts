/** Spanish messages of the failed e-mails in the back office (decision 023). ADMIN_MSG spreads it. */
export const MAIL_ADMIN_MSG = {
  mailJobNotFound: 'Ese correo ya no está entre los no enviados: quizá ya se reintentó. Actualice la página.',
  mailRetried: (to: string) => `Se volverá a enviar el correo a ${to} en unos segundos`,
} as const;
