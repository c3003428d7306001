/**
 * An order's e-mails are queued in the transaction that creates it, so they do not depend on the browser nor on
 * the process that took the order: placed through the API alone on a server that runs no jobs, then that server
 * killed with SIGKILL right after the answer, the next server on the folder sends the buyer's confirmation and the
 * store's notice, each once, to a real SMTP server (smtp-server from npm).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { candidateLines, DISTRIBUTOR, placeOrder } from './orders.ts';
import { killServers, login, startServer, waitHealthy } from './server-process.ts';
import { startSmtpCapture } from './smtp-capture.ts';

after(killServers);

const STORE_INBOX = 'ventas@tienda.test';

test('an order placed and its server killed at once still mails the buyer and the store, once each', { timeout: 600_000 }, async (t) => {
  const smtp = await startSmtpCapture();
  t.after(smtp.close);
  const { received } = smtp;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-order-mails-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, STORE_INBOX };

  // The first server takes orders and runs no job: whatever is sent can only be sent by the next one.
  const first = await startServer({ ...env, JOB_WORKERS: '0' });
  await waitHealthy(first);
  const token = await login(first, DISTRIBUTOR);
  const orderId = await placeOrder(first, token, await candidateLines(first, token));
  first.child.kill('SIGKILL');
  assert.equal(await first.exited, null);
  assert.equal(received.length, 0, 'the first server sent an e-mail');

  const second = await startServer(env);
  await waitHealthy(second);
  const ours = () => received.filter((m) => m.subject.includes(`#${orderId}`));
  for (let waited = 0; ours().length < 2 && waited < 60_000; waited += 200) await delay(200);
  // Time for a second copy, were one queued twice.
  await delay(3_000);
  const mails = ours();
  assert.equal(mails.length, 2, `${JSON.stringify(received)}\n${second.log()}`);
  assert.deepEqual(
    mails.filter((m) => m.to.includes(DISTRIBUTOR.email)).map((m) => m.subject),
    [`Confirmación de su orden #${orderId}`],
  );
  const notice = mails.filter((m) => m.to.includes(STORE_INBOX));
  assert.equal(notice.length, 1);
  assert.match(notice[0].subject, new RegExp(`^Nueva orden #${orderId} de .+`));
  t.diagnostic(`order ${orderId}: ${ours().length} e-mails after SIGKILL and a restart`);
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0, second.log());
});
