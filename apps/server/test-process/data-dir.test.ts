/**
 * `npm run test:process`: the built server (apps/server/dist/server.js) as an operator runs it, in real
 * processes on one data folder. A second start on the folder must stop at once with the lock message and
 * leave the folder as it was; after the first is killed with SIGKILL, the next start must open the database
 * with every order it had confirmed. Runs after a build (the npm script rebuilds the server bundle), not
 * inside `npm test`.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { folderListing } from '../src/test/folder-listing.ts';
import { candidateLines, DISTRIBUTOR, myOrders, placeOrder } from './orders.ts';
import { killServers, login as loginAs, type Server, startServer, waitHealthy } from './server-process.ts';

after(killServers);

const start = (dataDir: string) => startServer({ DATA_DIR: dataDir });
const login = (server: Server) => loginAs(server, DISTRIBUTOR);

test('one process per data folder, and nothing confirmed is lost to kill -9', { timeout: 600_000 }, async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-process-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));

  const first = await start(dataDir);
  await waitHealthy(first);

  // A second start on the same folder (its own port, so only the folder is shared). The first is paused
  // meanwhile (it keeps its lock), so that whatever changes in the folder can only be the second's doing.
  first.child.kill('SIGSTOP');
  const before = await folderListing(dataDir);
  const beganAt = Date.now();
  const second = await start(dataDir);
  const code = await Promise.race([second.exited, delay(20_000, 'running' as const, { ref: false })]);
  const took = Date.now() - beganAt;
  if (code === 'running') second.child.kill('SIGKILL');
  assert.notEqual(code, 'running', `the second server was still running after 20 s:\n${second.log()}`);
  assert.notEqual(code, 0, `the second server should refuse; it exited with ${code}:\n${second.log()}`);
  assert.ok(took < 10_000, `the second server took ${took} ms to refuse`);
  assert.match(
    second.log(),
    new RegExp(`DATA_DIR ${dataDir} is in use by another store process \\(pid ${first.child.pid} on .*\\); stop it first`),
  );
  assert.deepEqual(await folderListing(dataDir), before, 'the refused start changed the data folder');
  first.child.kill('SIGCONT');
  t.diagnostic(`second start refused in ${took} ms with exit ${code}`);

  // Orders confirmed by the first server; the last one right before it is killed.
  let token = await login(first);
  const candidates = await candidateLines(first, token);
  const placed: number[] = [];
  for (let i = 0; i < 3; i++) placed.push(await placeOrder(first, token, candidates));
  const confirmed = await myOrders(first, token);
  assert.deepEqual(
    placed.filter((id) => confirmed.has(id)),
    placed,
  );
  placed.push(await placeOrder(first, token, candidates));
  first.child.kill('SIGKILL');
  assert.equal(await first.exited, null);

  const third = await start(dataDir);
  await waitHealthy(third);
  assert.equal(third.child.exitCode, null);
  assert.doesNotMatch(third.log(), /Aborted\(\)/);
  token = await login(third);
  const reopened = await myOrders(third, token);
  for (const id of placed) assert.ok(reopened.has(id), `order ${id} confirmed before the kill is missing after the restart`);
  for (const [id, total] of confirmed) assert.equal(reopened.get(id), total, `order ${id} total changed`);
  t.diagnostic(`orders ${placed.join(', ')} confirmed before SIGKILL, all listed after the restart`);

  third.child.kill('SIGTERM');
  assert.equal(await third.exited, 0, third.log());
});
