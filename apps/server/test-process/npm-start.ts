/**
 * `npm start` run as a new user runs it, in its own process group, until the store answers; and stopped as a
 * process manager stops it. The restart test and `npm run bench:start` share it.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** ms from the command to the first 200 of the health check */
  answeredAfter: number;
}

/** `npm start` on `dataDir`, as a new user runs it, until its health check answers (in its own process group). */
export async function npmStart(dataDir: string, port: number): Promise<Started> {
  const began = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 600_000;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.ok) break;
    await res?.arrayBuffer();
    assert.ok(child.exitCode === null && Date.now() < deadline, `npm start did not answer:\n${output}`);
    await delay(20);
  }
  return { child, output: () => output, answeredAfter: performance.now() - began };
}

/** SIGTERM to the whole group (npm, the start script, the supervisor and its worker), as a process manager sends it. */
export async function stop({ child }: Started) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-(child.pid ?? 0), 'SIGTERM');
  await exited;
}
