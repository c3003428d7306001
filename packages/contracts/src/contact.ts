/** The contact form's fields and their messages. */
import { z } from 'zod';
import { email, requiredText } from './common.ts';
import { MSG } from './messages.ts';

export const contactBody = z.object({
  name: requiredText(MSG.required, 100),
  email: email(MSG.required, MSG.contactEmailInvalid),
  subject: requiredText(MSG.required, 150),
  message: requiredText(MSG.required, 5000),
});
export type ContactBody = z.infer<typeof contactBody>;
