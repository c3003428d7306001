/**
 * `npm run test:process`: SIGTERM as an orchestrator sends it to the built server. While it drains, the
 * health check says 503 and requests are still served; then the port closes (a new connection is
 * refused) while a request that was in flight finishes with 200, and the process exits 0 within a bound.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { apiUrl, killServers, type Server, startServer, waitHealthy } from './server-process.ts';

const DISTRIBUTOR = { email: 'tienda.cuenca@example.com', password: 'demo1234' };
const DRAIN_MS = 1500;

after(killServers);

/** Whether a new TCP connection to the server's port is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthStatus(server: Server): Promise<number | 'refused'> {
  const res = await fetch(apiUrl(server, endpoints.health.check)).catch(() => undefined);
  return res ? res.status : 'refused';
}

/**
 * A login whose body the client sends slowly: the first half now, the rest when told. The request is in
 * flight on the server from its headers on, as long as a distributor on a slow line keeps it.
 */
function slowLogin(server: Server) {
  const body = Buffer.from(JSON.stringify(DISTRIBUTOR));
  const req = httpRequest(apiUrl(server, endpoints.auth.login), {
    method: endpoints.auth.login.method,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.once('error', reject);
  });
  req.write(body.subarray(0, body.length >> 1));
  return {
    answered,
    finish: () => req.end(body.subarray(body.length >> 1)),
  };
}

async function until<T>(what: string, probe: () => Promise<T>, wanted: (v: T) => boolean, timeoutMs: number): Promise<number> {
  const began = Date.now();
  let last: T | undefined;
  while (Date.now() - began < timeoutMs) {
    last = await probe();
    if (wanted(last)) return Date.now() - began;
    await delay(25);
  }
  assert.fail(`${what}: still ${String(last)} after ${timeoutMs} ms`);
}

test('SIGTERM: health 503 while draining, the port closes, the request in flight ends with 200, exit 0', {
  timeout: 300_000,
}, async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-shutdown-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  await waitHealthy(server);

  const login = slowLogin(server);
  // The half body reaches the server: the request is now in flight there.
  await delay(300);
  const signalled = Date.now();
  server.child.kill('SIGTERM');

  // Draining: the load balancer's check says 503, the port still takes connections.
  const to503 = await until(
    'the health check while draining',
    () => healthStatus(server),
    (s) => s === 503,
    DRAIN_MS,
  );
  const checked = await fetch(apiUrl(server, endpoints.health.check));
  assert.equal(checked.status, 503);
  assert.deepEqual(await checked.json().then((b: { ok: boolean; msg: string }) => [b.ok, b.msg]), [false, MSG.unavailable]);
  assert.equal(await accepts(server.port), true, 'the port closed before the drain ended');
  // Then the port closes, while the request in flight keeps the process alive.
  const closedAfter = await until(
    'a new connection after the drain',
    () => accepts(server.port),
    (ok) => !ok,
    DRAIN_MS + 5000,
  );
  assert.ok(Date.now() - signalled >= DRAIN_MS - 50, `the port closed ${Date.now() - signalled} ms after SIGTERM, before the drain`);
  assert.equal(await healthStatus(server), 'refused');
  assert.equal(server.child.exitCode, null, `the server exited with a request in flight:\n${server.log()}`);

  login.finish();
  const answer = await login.answered;
  assert.equal(answer.status, 200, answer.body);
  assert.ok(JSON.parse(answer.body).user.token, answer.body);

  const finished = Date.now();
  const code = await Promise.race([server.exited, delay(20_000, 'running' as const)]);
  assert.equal(code, 0, `exit ${code} after SIGTERM:\n${server.log()}`);
  const exitedIn = Date.now() - finished;
  assert.ok(exitedIn < 15_000, `the server took ${exitedIn} ms to exit once the last request ended`);
  assert.doesNotMatch(server.log(), /shutdown (failed|took too long)/);
  t.diagnostic(`503 ${to503} ms after SIGTERM; port closed ${closedAfter} ms later; exit 0 ${exitedIn} ms after the last answer`);
});
