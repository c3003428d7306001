/**
 * A factura whose server is killed between the send and the SRI's answer (decision 039): the stand-in of the SRI
 * receives the document and keeps its answer, the built server is killed with SIGKILL, and the next server on the
 * folder asks for the verdict before it would send again: the document ends authorised, sent once.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import type { AdminInvoicesResponse } from '@store/contracts/admin-invoices';
import type { AdminOrdersResponse } from '@store/contracts/admin-orders';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';
import { makeTestCertificate, startSriStandIn } from '../src/modules/e-invoicing/index.ts';
import { call, killServers, login, startServer, waitHealthy } from './server-process.ts';

after(killServers);

test('a factura sent and its server killed before the answer is authorised after a restart, sent once', {
  timeout: 600_000,
}, async (t) => {
  const sri = await startSriStandIn();
  t.after(sri.close);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e-invoice-kill-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const certPath = path.join(dataDir, 'certificado.p12');
  await writeFile(certPath, makeTestCertificate({ password: 'clave' }));
  const env = {
    DATA_DIR: dataDir,
    SRI_CERT_PATH: certPath,
    SRI_CERT_PASSWORD: 'clave',
    SRI_RECEPCION_URL: sri.recepcionUrl,
    SRI_AUTORIZACION_URL: sri.autorizacionUrl,
    // the lost answer is waited for 5 s: the server is killed well before
    SRI_TIMEOUT_MS: '5000',
    SRI_RETRY_DELAY_SECONDS: '1',
  };

  const first = await startServer(env);
  await waitHealthy(first);
  const token = await login(first, DEMO_ACCOUNTS.admin);
  const approved = await call<AdminOrdersResponse>(first, adminEndpoints.orders.list, { token, query: { status: 'APPROVED' } });
  const orderId = approved.body.orders[0].saleid;
  sri.scriptNext({ reception: ['RECEIVE AND TIMEOUT'] });
  const moved = await call(first, adminEndpoints.orders.move, { token, params: { id: orderId }, body: { status: 'TO_DELIVER' } });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  for (let waited = 0; sri.receptions.size === 0 && waited < 60_000; waited += 20) await delay(20);
  assert.equal(sri.receptions.size, 1, `the SRI received nothing\n${first.log()}`);
  first.child.kill('SIGKILL');
  assert.equal(await first.exited, null);

  const started = Date.now();
  const second = await startServer(env);
  await waitHealthy(second);
  const again = await login(second, DEMO_ACCOUNTS.admin);
  const factura = async () => {
    const res = await call<AdminInvoicesResponse>(second, adminEndpoints.invoices.list, { token: again });
    return res.body.invoices.find((i) => i.orderId === orderId);
  };
  // the killed step's job is taken again once it expires (three SRI timeouts and 30 s), at the queue's maintenance
  for (let waited = 0; (await factura())?.state !== 'authorized' && waited < 400_000; waited += 1000) await delay(1000);
  const doc = await factura();
  assert.equal(doc?.state, 'authorized', `${JSON.stringify(doc)}\n${second.log()}`);
  // the next server asked for the verdict first: the document was never sent again
  assert.deepEqual([...sri.sendings.entries()], [[doc.clave, 1]]);
  assert.equal(sri.receptions.get(doc.clave), 1);
  t.diagnostic(`order ${orderId}: factura ${doc.number} authorised ${Date.now() - started} ms after the restart, sent once`);
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0, second.log());
});
