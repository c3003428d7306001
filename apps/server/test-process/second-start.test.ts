/**
 * `npm run test:process`: `npm start` on the data folder of a running store (decision 032). It must stop at
 * the folder's lock before it builds anything: the running store's page, main script and rendered page
 * answer 200 the whole time (polled), its web build is left as it was, and the refusal names the holder.
 * The running store is the built supervisor serving a copy of the web build (WEB_DIR, or apps/web/dist:
 * run after a build), so the only thing that could disturb it is the second start.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { folderListing } from '../src/test/folder-listing.ts';
import { freePort, killServers, startServer, supervisorBundle, waitHealthy } from './server-process.ts';

after(killServers);

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const builtWeb = path.resolve(process.env.WEB_DIR ?? path.join(repoRoot, 'apps/web/dist'));

test('a second npm start on a running store is refused before building; the store serves its files throughout', {
  timeout: 300_000,
}, async (t) => {
  assert.ok(existsSync(path.join(builtWeb, 'index.html')), `no web build at ${builtWeb}: build first (npm run build, or WEB_DIR)`);
  const root = await mkdtemp(path.join(tmpdir(), 'store-second-start-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const dataDir = path.join(root, 'data');
  const webDir = path.join(root, 'web', 'dist');
  await cp(builtWeb, webDir, { recursive: true });
  await cp(path.join(builtWeb, '..', 'dist-server'), path.join(root, 'web', 'dist-server'), { recursive: true });

  const store = await startServer({ DATA_DIR: dataDir, WEB_DIR: webDir }, supervisorBundle);
  await waitHealthy(store);
  const site = `http://127.0.0.1:${store.port}`;
  const shell = await (await fetch(`${site}/`)).text();
  const mainScript = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
  assert.ok(mainScript, shell);
  const urls = ['/', mainScript, '/store'];
  const webBefore = await folderListing(path.join(root, 'web'));

  // A shopper's browser, the whole time the second start runs.
  const answers: { url: string; status: number | string }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      for (const url of urls) {
        const res = await fetch(site + url).catch((err: Error) => err.message);
        answers.push({ url, status: typeof res === 'string' ? res : res.status });
        if (typeof res !== 'string') await res.arrayBuffer();
      }
      await delay(25);
    }
  })();

  const began = Date.now();
  const polledBefore = answers.length;
  const second = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, WEB_DIR: webDir, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  second.stdout.on('data', (d) => {
    output += d;
  });
  second.stderr.on('data', (d) => {
    output += d;
  });
  const [code] = await Promise.race([once(second, 'exit'), delay(120_000, ['running'], { ref: false })]);
  if (code === 'running') second.kill('SIGKILL');
  const took = Date.now() - began;
  // (a quick refusal, 0.6 s here, 1.9 s under CI's load, leaves time for few polls while it runs: counted, not asserted)
  const whileRunning = answers.length - polledBefore;
  // More polls after it ended (30 in all at least): what it left behind must serve too.
  await delay(500);
  while (answers.length < 30) await delay(25);
  polling = false;
  await poller;

  assert.notEqual(code, 0, `the second npm start should be refused:\n${output}`);
  assert.notEqual(code, 'running', `the second npm start still ran after 120 s:\n${output}`);
  assert.match(
    output,
    new RegExp(
      `DATA_DIR ${dataDir} is in use by another store process \\(pid ${store.child.pid} on .*, supervisor since .*\\); stop it first`,
    ),
  );
  assert.doesNotMatch(output, /vite|building|built in/i, 'the refused start built something');
  const failed = answers.filter((a) => a.status !== 200);
  assert.deepEqual(failed, [], `of ${answers.length} polls, these did not answer 200`);
  assert.deepEqual(await folderListing(path.join(root, 'web')), webBefore, 'the refused start changed the web build');
  assert.deepEqual((await readdir(path.join(root, 'web'))).sort(), ['dist', 'dist-server'], 'the refused start left a build folder behind');
  t.diagnostic(
    `second npm start refused in ${took} ms (exit ${code}); ${answers.length} polls of ${urls.join(', ')} (${whileRunning} while it ran), all 200`,
  );

  store.child.kill('SIGTERM');
  assert.equal(await store.exited, 0, store.log());
});
