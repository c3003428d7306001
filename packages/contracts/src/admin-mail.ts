/** The e-mails the queue could not send (decision 023), as the back office lists them. */
import { z } from 'zod';
import { ADMIN_MSG } from './admin-messages.ts';

export const failedMail = z.object({
  /** the queue's job id */
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** when it was first queued (ISO) */
  queuedAt: z.string(),
  /** when its last attempt failed (ISO) */
  failedAt: z.string(),
  /** attempts made, the first one included */
  attempts: z.number().int(),
  /** the mail server's (or the network's) last answer */
  error: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

export const failedMailsResponse = z.object({ ok: z.literal(true), mails: z.array(failedMail) });
export type FailedMailsResponse = z.infer<typeof failedMailsResponse>;

export const mailJobParams = z.object({ id: z.uuid({ error: ADMIN_MSG.mailJobNotFound }) });

export const mailRetriedResponse = z.object({ ok: z.literal(true), msg: z.string() });
