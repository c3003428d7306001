import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends a message whose failure must not undo or fail what was already saved (a registration, a contact
 * message): the failure is logged for the staff and the caller goes on.
 */
export async function sendOrLog(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, to: message.to, subject: message.subject }, 'e-mail not sent');
  }
}

type Transport = ReturnType<typeof import('nodemailer')['createTransport']>;

/**
 * SMTP when configured; otherwise each message becomes a real `.eml` file in the outbox folder.
 * nodemailer (~15 MB resident) is loaded with the first message, not at start.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  let transport: Promise<Transport> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl
        ? nodemailer.createTransport(opts.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  return {
    async send(m) {
      const info = await (await open()).sendMail({ from: opts.from, ...m });
      if (opts.smtpUrl) return;
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(opts.outboxDir, name), info.message as Buffer);
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
