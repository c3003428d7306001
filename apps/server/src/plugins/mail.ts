/**
 * E-mail through the durable queue (decision 023): `send` writes a mail job, in the caller's transaction when
 * it has one, and this instance's worker delivers it through SMTP or the outbox folder, retried by pg-boss.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { Queue } from './queue.ts';

/**
 * How many e-mails this instance sends at once. Each one waits on the database several times (its fetch, its
 * order, its completion): one at a time sent 284 of 18,512 order e-mails over the bench's minute of checkout, four
 * sent 1,064 (decision 023). Each job is still taken by one worker only (pg-boss's SKIP LOCKED).
 */
export const MAIL_WORKERS = 4;

/** An e-mail as the modules write it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** An e-mail as it is handed to the mail server: with the files a renderer attached (an order's PDF note). */
export interface OutgoingMail extends MailMessage {
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** What finishes a queued e-mail at send time, by the name a module registered it under, with what it needs. */
export interface RenderSpec {
  kind: string;
  [key: string]: string | number | boolean;
}

/**
 * A mail job's data (JSON, so no attachments). `to` and `subject` are always there: the back office lists
 * failed e-mails by them. With `render`, the registered renderer writes or completes the message when it
 * is sent (a PDF drawn then, a secret link that must not wait in the queue's table).
 */
export interface MailJob extends Omit<MailMessage, 'text'> {
  text?: string;
  render?: RenderSpec;
}

/** Writes the message to send for a job, or null when there is nothing to send any more. */
export type Renderer = (job: MailJob) => Promise<OutgoingMail | null>;

export interface Mailer {
  /**
   * Queues one e-mail. With `tx` it is written in that transaction: sent if and only if it commits. It is
   * sent by a worker (this instance's, at once once committed, or another's), retried with a growing pause
   * while the mail server refuses it, and listed for the staff when it finally fails.
   */
  send(mail: MailJob, options?: { tx?: DbOrTx }): Promise<void>;
  /** Queues several e-mails as `send` does, in one statement. */
  sendAll(mails: MailJob[], options?: { tx?: DbOrTx }): Promise<void>;
  /** Wakes this instance's mail worker for the e-mails queued in transactions that have committed since. */
  wake(): void;
  /** Registers how the jobs whose `render.kind` is `kind` are written at send time. */
  renderer(kind: string, render: Renderer): void;
  /** Starts this instance's mail worker (nothing with JOB_WORKERS=0); after the renderers are registered. */
  start(): Promise<void>;
  /**
   * Resolves once no mail or stock-alert job is due or running. For tests only (the harness reads the outbox
   * after it); nothing in the server waits for the queue this way.
   */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

type Transport = ReturnType<typeof import('nodemailer')['createTransport']>;

// nodemailer's defaults wait 30 s for a greeting and 10 min on a silent socket: a mail server that
// hangs would hold each send (and a shutdown) that long. Together they stay under the job's 2 min expiry.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Only a recipient refused for good (a 5xx to RCPT TO, nodemailer's EENVELOPE too: no such mailbox) will not
 * change on a retry: the job fails at once. Every other refusal is retried with its growing pause: a 535
 * (a wrong SMTP login, fixed in the settings) or the 550/554 some providers answer to a sender over its rate
 * would otherwise fail every e-mail for good.
 */
const isPermanent = (err: unknown) => {
  const { command, responseCode } = err as { command?: unknown; responseCode?: unknown };
  return command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
};

/**
 * SMTP when configured; otherwise each message becomes a real `.eml` file in the outbox folder.
 * nodemailer (~15 MB resident) is loaded with the first message, not at start.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  /** the staff's mailbox a reply reaches when a message names no other (MAIL_FROM is not read) */
  replyTo?: string;
  queue: Queue;
  log: FastifyBaseLogger;
}): Mailer {
  const { queue, log } = opts;
  let transport: Promise<Transport> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl
        ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };
  const messageDomain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'localhost';
  const deliver = async (m: OutgoingMail, messageId?: string) => {
    // The store's e-mails ask the buyer to answer them («responda a este correo»): the answer goes to the staff,
    // unless the message names its own Reply-To (the store's copy of an order answers the buyer).
    const replyTo = m.replyTo ?? opts.replyTo;
    const info = await (await open()).sendMail({
      from: opts.from,
      ...m,
      ...(replyTo ? { replyTo } : {}),
      ...(messageId ? { messageId } : {}),
    });
    if (opts.smtpUrl) return;
    await mkdir(opts.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(path.join(opts.outboxDir, name), info.message as Buffer);
  };
  const renderers = new Map<string, Renderer>();
  /** One queued e-mail, rendered (an order's PDF note, say) and handed to the mail server. */
  const sendJob = async (job: { id: string; data: MailJob }) => {
    const { render: spec, ...plain } = job.data;
    const render = spec && renderers.get(spec.kind);
    if (spec && !render) throw new Error(`no renderer for the e-mail kind ${spec.kind}`);
    const message = render ? await render(job.data) : { ...plain, text: plain.text ?? '' };
    if (!message) return;
    try {
      // One Message-ID per job: a copy sent twice (a crash between the server's OK and the job's
      // completion) carries the same one, which mail clients and Gmail show once.
      await deliver(message, `<${job.id}@${messageDomain}>`);
    } catch (err) {
      log.warn({ err, jobId: job.id, to: message.to, subject: message.subject }, 'e-mail not sent, retried later');
      if (isPermanent(err)) await queue.finalAttempt('mail', job.id);
      throw err;
    }
  };
  return {
    async send(mail, { tx } = {}) {
      await queue.send('mail', mail, { tx });
    },
    async sendAll(mails, { tx } = {}) {
      await queue.sendAll('mail', mails, { tx });
    },
    wake: () => queue.wakePending(),
    renderer(kind, render) {
      renderers.set(kind, render);
    },
    async start() {
      for (let i = 0; i < MAIL_WORKERS; i++) await queue.work<MailJob>('mail', {}, sendJob);
    },
    async settled(timeoutMs = 15_000) {
      if (!queue.runsJobs) return;
      const until = Date.now() + timeoutMs;
      while ((await queue.due(['stock-alerts', 'mail'])) > 0) {
        if (Date.now() > until) throw new Error('queued e-mails still unsent');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      (await transport)?.close();
    },
  };
}
