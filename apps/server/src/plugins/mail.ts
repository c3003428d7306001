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
  /** files sent with it (an order's PDF note), as nodemailer takes them */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Hands the message off and returns at once: the request does not wait for the mail server (a slow
   * one would show in its time which answers differ). `message` may be the work that prepares it, done
   * after the answer too. A failure is logged for the staff, then `onFailure` runs (to undo a claim the
   * message stood for, so that a later write sends it again).
   */
  sendLater(message: MailMessage | (() => Promise<MailMessage>), log: FastifyBaseLogger, onFailure?: () => Promise<unknown>): void;
  /** Resolves once every message handed off so far has been sent or has failed. */
  settled(): Promise<void>;
  /** Waits up to `waitMs` for the messages handed off, then closes the transport. */
  close(waitMs?: number): Promise<void>;
}

/**
 * Sends a message whose failure must not undo or fail what was already saved (a registration, a contact
 * message, a distributor's new status): it is handed off, so the answer never waits for a slow or silent
 * mail server, and a failure is logged for the staff.
 */
export function sendOrLog(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer.sendLater(message, log);
}

type Transport = ReturnType<typeof import('nodemailer')['createTransport']>;

// nodemailer's defaults wait 30 s for a greeting and 10 min on a silent socket: a mail server that
// hangs would hold each send (and a shutdown) that long.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when configured; otherwise each message becomes a real `.eml` file in the outbox folder.
 * nodemailer (~15 MB resident) is loaded with the first message, not at start.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  let transport: Promise<Transport> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl
        ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  const send = async (m: MailMessage) => {
    const info = await (await open()).sendMail({ from: opts.from, ...m });
    if (opts.smtpUrl) return;
    await mkdir(opts.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(path.join(opts.outboxDir, name), info.message as Buffer);
  };
  // Kept in memory only: a message handed off is lost if the process dies before it is sent.
  const pending = new Set<Promise<void>>();
  const settled = async () => {
    while (pending.size) await Promise.all(pending);
  };
  return {
    send,
    sendLater(message, log, onFailure) {
      let m: MailMessage | undefined;
      // Started on the next turn of the event loop, once the answer has been written.
      const job = new Promise((resolve) => setImmediate(resolve))
        .then(async () => {
          m = typeof message === 'function' ? await message() : message;
          await send(m);
        })
        .catch(async (err) => {
          log.error({ err, to: m?.to, subject: m?.subject }, 'e-mail not sent');
          await onFailure?.().catch((undoErr) => log.error({ err: undoErr }, 'undoing an unsent e-mail failed'));
        });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    settled,
    async close(waitMs = 5_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([settled(), timeout]);
      clearTimeout(timer);
      (await transport)?.close();
    },
  };
}
