import type { AddressInfo } from 'node:net';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDistributors } from '../test/fixtures.ts';
import { call, createTestStore, one, type TestStore } from '../test/harness.ts';

/** A real SMTP server on a free port; `behaviour` decides how it treats the store's connections. */
async function startSmtp(behaviour: Partial<SMTPServerOptions>) {
  let connections = 0;
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, closeTimeout: 100, ...behaviour });
  server.server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

const recover = (store: TestStore, email: string) => call(store.app, endpoints.auth.sendPasswordReset, { payload: { email } });

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

describe('password recovery through SMTP', () => {
  it('answers at once while the mail server accepts the connection and never answers; the mail waits in the queue', async () => {
    // No callback from onConnect: the connection is open but the greeting never comes.
    const smtp = await startSmtp({ onConnect: () => {} });
    cleanup.push(smtp.close);
    const store = await createTestStore({ seed: false, env: { SMTP_URL: smtp.url } });
    let closed = false;
    cleanup.push(async () => {
      if (!closed) await store.close();
    });
    const [user] = await createDistributors(store.database.db, 1, 'hang');

    const started = performance.now();
    const known = await recover(store, user.email);
    const took = performance.now() - started;
    const unknown = await recover(store, 'nadie@example.com');

    // Waiting for the mail server would take its 10 s greeting timeout; a loaded CI answers within 2 s.
    expect(took).toBeLessThan(2_000);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.json()).toEqual({ ok: true, msg: expect.any(String) });
    expect(unknown.body).toBe(known.body);
    // The link is made when the mail is written, and the mail goes out to the server, where it waits for a greeting.
    const resets = async () =>
      (await one<{ n: number }>(store, sql`select count(*)::int as n from password_resets where userid = ${user.id}`)).n;
    await vi.waitUntil(async () => (await resets()) === 1, { timeout: 3000 });
    await vi.waitUntil(() => smtp.connections() === 1, { timeout: 3000 });

    // The server goes away mid-send: the mail is not lost, it waits in the queue for its next attempt.
    await smtp.close();
    const job = async () =>
      one<{ state: string; error: string }>(
        store,
        sql`select state, output->>'message' as error from pgboss.job where name = 'mail' and data->>'to' = ${user.email}`,
      );
    await vi.waitUntil(async () => (await job()).state === 'retry', { timeout: 5000 });
    expect((await job()).error).toMatch(/421/);
    const closing = performance.now();
    await store.close();
    closed = true;
    expect(performance.now() - closing).toBeLessThan(3000);
  }, 30_000);

  it('saves a contact message and answers at once too: no request waits for the mail server', async () => {
    const smtp = await startSmtp({ onConnect: () => {} });
    cleanup.push(smtp.close);
    const store = await createTestStore({ seed: false, env: { SMTP_URL: smtp.url } });
    // The SMTP server is closed first (cleanup runs in order): the hanging send ends and the store closes at once.
    cleanup.push(store.close);
    const started = performance.now();
    const res = await call(store.app, endpoints.content.contact, {
      payload: { name: 'Luis', email: 'luis@example.com', subject: 'Precios', message: 'Hola' },
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.statusCode, res.body).toBe(201);
    expect((await one<{ n: number }>(store, sql`select count(*)::int as n from contact_messages where email = 'luis@example.com'`)).n).toBe(
      1,
    );
    await vi.waitUntil(() => smtp.connections() === 1, { timeout: 3000 });
  }, 30_000);

  it('delivers the reset link to a mail server that answers, and nothing for an unknown address', async () => {
    const received: { to: string; text: string }[] = [];
    const smtp = await startSmtp({
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              to: [mail.to ?? []]
                .flat()
                .map((a) => a.text)
                .join(', '),
              text: mail.text ?? '',
            });
            callback();
          },
          (err) => callback(err),
        );
      },
    });
    cleanup.push(smtp.close);
    const store = await createTestStore({ seed: false, env: { SMTP_URL: smtp.url } });
    cleanup.push(store.close);
    const [user] = await createDistributors(store.database.db, 1, 'smtp');

    expect((await recover(store, 'nadie@example.com')).statusCode).toBe(200);
    expect((await recover(store, user.email)).statusCode).toBe(200);
    await store.app.mailer.settled();
    expect(received).toHaveLength(1);
    expect(received[0].to).toBe(user.email);
    expect(received[0].text).toMatch(new RegExp(`http://tienda\\.test/passwordreset\\?userid=${user.id}&token=[\\w-]+`));
  });
});
