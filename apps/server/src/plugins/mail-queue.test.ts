import type { AddressInfo } from 'node:net';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { all, call, createTestStore, loginAdmin, one, type TestStore } from '../test/harness.ts';
import { MAIL_WORKERS } from './mail.ts';

/**
 * The mail queue against a real SMTP server that asks for a login and whose answers each test sets: it refuses
 * the next attempts, each at one step (the login, the recipient, the message) with its code, before it
 * accepts, and keeps what it accepted.
 */
type Step = 'AUTH' | 'RCPT' | 'DATA';
const MESSAGES: Record<number, string> = {
  451: 'Try again later',
  535: 'Authentication credentials invalid',
  550: 'Mailbox unavailable',
  554: 'Too many messages, slow down',
};
const smtp = {
  server: undefined as SMTPServer | undefined,
  url: '',
  /** the refusals still to answer, in order: each one at its step of an attempt */
  refusals: [] as { step: Step; code: number }[],
  received: [] as { to: string; subject: string; messageId: string }[],
  /** set: each accepted message waits until this many are in the server at once (or 1 s), and the most seen is kept */
  gather: 0,
  waiting: [] as (() => void)[],
  mostAtOnce: 0,
};
/** Holds a message (when `gather` is set) until `gather` of them are being sent at once, or 1 s has passed. */
const gathered = () =>
  new Promise<void>((resolve) => {
    if (!smtp.gather) return resolve();
    const timer = setTimeout(release, 1000);
    function release() {
      clearTimeout(timer);
      smtp.waiting = smtp.waiting.filter((r) => r !== release);
      resolve();
    }
    smtp.waiting.push(release);
    smtp.mostAtOnce = Math.max(smtp.mostAtOnce, smtp.waiting.length);
    if (smtp.waiting.length >= smtp.gather) for (const r of [...smtp.waiting]) r();
  });
/** The error the server answers at `step` when the next refusal is for it (the refusal is used up). */
const refusal = (step: Step) => {
  if (smtp.refusals[0]?.step !== step) return null;
  const { code } = smtp.refusals.shift()!;
  return Object.assign(new Error(MESSAGES[code]), { responseCode: code });
};

let store: TestStore;
let admin: string;

beforeAll(async () => {
  smtp.server = new SMTPServer({
    // A login over plain SMTP, as the store's SMTP_URL carries one (no TLS in the test).
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      const refused = refusal('AUTH');
      if (refused || auth.username !== 'tienda' || auth.password !== 'clave-smtp') {
        return callback(refused ?? new Error(MESSAGES[535]));
      }
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      callback(refusal('RCPT'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          const refused = refusal('DATA');
          if (refused) return callback(refused);
          await gathered();
          const to = [mail.to ?? []]
            .flat()
            .map((a) => a.text)
            .join(', ');
          smtp.received.push({ to, subject: mail.subject ?? '', messageId: mail.messageId ?? '' });
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.server!.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://tienda:clave-smtp@127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
  // Retries at once (no pause) and two of them: three attempts in all.
  store = await createTestStore({ env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '0', MAIL_RETRY_LIMIT: '2' } });
  admin = await loginAdmin(store.app);
}, 120_000);

afterAll(async () => {
  await store?.close();
  await new Promise<void>((resolve) => smtp.server?.close(resolve) ?? resolve());
});

beforeEach(() => {
  smtp.refusals = [];
  smtp.gather = 0;
  smtp.mostAtOnce = 0;
});

const contact = async (subject: string) => {
  const res = await call(store.app, endpoints.content.contact, {
    payload: { name: 'Luis Andrade', email: 'luis@example.com', subject, message: 'Quisiera la lista de precios.' },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const arrived = (subject: string) => smtp.received.filter((m) => m.subject === `Contacto: ${subject}`);
const mailJob = (subject: string) =>
  one<{ state: string; retry_count: number; error: string | null }>(
    store,
    sql`select state, retry_count, output->>'message' as error from pgboss.job where name = 'mail' and data->>'subject' = ${`Contacto: ${subject}`}`,
  );
const failedList = async () => {
  const res = await call(store.app, adminEndpoints.mail.failed, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().mails as { id: string; to: string; subject: string; attempts: number; error: string; failedAt: string }[];
};
const unsentOnDashboard = async () => (await call(store.app, adminEndpoints.dashboard.get, { token: admin })).json().unsentMails as number;

describe('e-mails through the job queue and a real SMTP server', () => {
  it(`an instance sends ${MAIL_WORKERS} e-mails at once, not one after another`, async () => {
    // more than the workers: the most in the server at once is how many send at once
    smtp.gather = MAIL_WORKERS + 2;
    const subjects = Array.from({ length: MAIL_WORKERS + 2 }, (_, i) => `A la vez ${i + 1}`);
    await store.app.mailer.sendAll(subjects.map((subject) => ({ to: 'ventas@tienda.test', subject, text: 'x' })));
    await store.app.mailer.settled();
    for (const subject of subjects) expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    expect(smtp.mostAtOnce).toBe(MAIL_WORKERS);
  });

  it('a message the server refuses twice (451) arrives on the third attempt, exactly once', async () => {
    smtp.refusals = [
      { step: 'DATA', code: 451 },
      { step: 'DATA', code: 451 },
    ];
    await contact('Reintentos');
    await store.app.mailer.settled();
    expect(arrived('Reintentos')).toHaveLength(1);
    expect(arrived('Reintentos')[0].to).toBe('ventas@tienda.test');
    expect(smtp.refusals).toEqual([]);
    const job = await mailJob('Reintentos');
    expect(job.state).toBe('completed');
    expect(Number(job.retry_count)).toBe(2);
    // Nothing else is due and nothing comes later: once means once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(arrived('Reintentos')).toHaveLength(1);
    expect(await failedList()).toEqual([]);
  });

  it('a mail queued in a transaction that rolls back is never sent', async () => {
    const before = smtp.received.length;
    await expect(
      store.database.db.transaction(async (tx) => {
        await store.app.mailer.send({ to: 'nadie@example.com', subject: 'Nunca', text: 'no' }, { tx });
        throw new Error('the write that caused it failed');
      }),
    ).rejects.toThrow('the write that caused it failed');
    store.app.queue.wakePending();
    await store.app.mailer.settled();
    expect(smtp.received.length).toBe(before);
    expect((await one<{ n: number }>(store, sql`select count(*)::int as n from pgboss.job where data->>'subject' = 'Nunca'`)).n).toBe(0);
  });

  it('a wrong SMTP login (535) and a 554 to the message (a provider’s rate limit) are retried, not failed for good', async () => {
    smtp.refusals = [
      { step: 'AUTH', code: 535 },
      { step: 'DATA', code: 554 },
    ];
    await contact('Credenciales');
    await store.app.mailer.settled();
    expect(smtp.refusals).toEqual([]);
    expect(arrived('Credenciales')).toHaveLength(1);
    const job = await mailJob('Credenciales');
    expect([job.state, Number(job.retry_count)]).toEqual(['completed', 2]);
    expect((await failedList()).filter((m) => m.subject === 'Contacto: Credenciales')).toEqual([]);
  });

  it('a recipient refused for good (550) fails at once, is listed for the staff with its error, and «Reintentar» sends it', async () => {
    const dashboardBefore = await unsentOnDashboard();
    smtp.refusals = [{ step: 'RCPT', code: 550 }];
    await contact('Rechazo');
    await store.app.mailer.settled();
    expect(arrived('Rechazo')).toEqual([]);
    expect((await mailJob('Rechazo')).state).toBe('failed');

    const [failed] = (await failedList()).filter((m) => m.subject === 'Contacto: Rechazo');
    expect(failed).toMatchObject({ to: 'ventas@tienda.test', subject: 'Contacto: Rechazo', attempts: 1 });
    expect(failed.error).toMatch(/550 Mailbox unavailable/);
    expect(Date.parse(failed.failedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await unsentOnDashboard()).toBe(dashboardBefore + 1);

    const retried = await call(store.app, adminEndpoints.mail.retry, { params: { id: failed.id }, token: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ ok: true, msg: ADMIN_MSG.mailRetried('ventas@tienda.test') });
    await store.app.mailer.settled();
    expect(arrived('Rechazo')).toHaveLength(1);
    expect((await failedList()).filter((m) => m.subject === 'Contacto: Rechazo')).toEqual([]);
    expect(await unsentOnDashboard()).toBe(dashboardBefore);

    // Pressed twice (or after another administrator): it is no longer among the failed ones.
    const again = await call(store.app, adminEndpoints.mail.retry, { params: { id: failed.id }, token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ ok: false, msg: ADMIN_MSG.mailJobNotFound });
  });

  it('a server that keeps refusing for a while (451, a 535 login, 451) gets three attempts, then the mail is listed as failed', async () => {
    smtp.refusals = [
      { step: 'DATA', code: 451 },
      { step: 'AUTH', code: 535 },
      { step: 'DATA', code: 451 },
    ];
    await contact('Agotado');
    await vi.waitUntil(async () => (await mailJob('Agotado')).state === 'failed', { timeout: 10_000, interval: 50 });
    const [failed] = (await failedList()).filter((m) => m.subject === 'Contacto: Agotado');
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/451 Try again later/);
    expect(arrived('Agotado')).toEqual([]);
  });

  it('the list and «Reintentar» are for administrators only; a malformed id is a Spanish 400', async () => {
    expect((await call(store.app, adminEndpoints.mail.failed)).statusCode).toBe(401);
    const bad = await call(store.app, adminEndpoints.mail.retry, { params: { id: 'nada' }, token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ADMIN_MSG.mailJobNotFound);
  });

  it('each message carries its job’s Message-ID (a copy sent twice after a crash would carry the same one)', async () => {
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const jobs = await all<{ id: string }>(store, sql`select id from pgboss.job where name = 'mail' and state = 'completed'`);
    for (const m of smtp.received) expect(jobs.map((j) => `<${j.id}@calzadoandino.ec>`)).toContain(m.messageId);
  });
});
