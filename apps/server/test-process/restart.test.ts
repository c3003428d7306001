/**
 * `npm run test:process`: `npm start` again on an existing store with the sources unchanged. The
 * second start must skip the build (prepare-start.ts compares the sources' hash with the build's stamp) and the
 * store must answer on the data it left: its home page and an order's worth of demo data. The time from the command
 * to the first answer is printed (the figure is `npm run bench:start`'s, on a quiet machine; not asserted here).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { npmStart, stop } from './npm-start.ts';
import { freePort } from './server-process.ts';

test('a second npm start with unchanged sources skips the build and answers on the data it left', { timeout: 900_000 }, async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-restart-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();

  // The first start seeds the demo store (and builds, if the sources changed since the last build).
  const first = await npmStart(dataDir, port);
  await stop(first);

  const second = await npmStart(dataDir, port);
  t.after(() => stop(second));
  assert.match(second.output(), /the sources are those of the build in place; not building again/);
  assert.doesNotMatch(second.output(), /vite v\d|building for production/i);
  const home = await fetch(`http://127.0.0.1:${port}/store`);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /<script type="module"/);
  t.diagnostic(
    `second npm start answered after ${(second.answeredAfter / 1000).toFixed(2)} s (first: ${(first.answeredAfter / 1000).toFixed(2)} s)`,
  );
});
