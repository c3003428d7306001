/**
 * `npm run bench:start`: how long `npm start` takes to answer on an existing store with the sources unchanged (issue
 * 31: ≤ 3 s). One start seeds a demo store (and builds if it must); then five restarts on it, each timed from the
 * command to the first answer of the health check and of the rendered /store. Prints each and the medians.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npmStart, stop } from '../test-process/npm-start.ts';
import { freePort } from '../test-process/server-process.ts';

const RESTARTS = 5;
const dataDir = await mkdtemp(path.join(tmpdir(), 'store-bench-start-'));
const port = await freePort();
try {
  await stop(await npmStart(dataDir, port));
  const health: number[] = [];
  const page: number[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    const began = performance.now();
    const started = await npmStart(dataDir, port);
    health.push(started.answeredAfter);
    const res = await fetch(`http://127.0.0.1:${port}/store`);
    await res.arrayBuffer();
    page.push(performance.now() - began);
    if (!/not building again/.test(started.output())) throw new Error(`restart ${i + 1} built again:\n${started.output()}`);
    await stop(started);
    console.log(`restart ${i + 1}: health ${(health[i] / 1000).toFixed(2)} s, /store ${(page[i] / 1000).toFixed(2)} s`);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] / 1000;
  console.log(`median of ${RESTARTS} restarts without a build: health ${median(health).toFixed(2)} s, /store ${median(page).toFixed(2)} s`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
