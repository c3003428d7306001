/**
 * What `npm start` runs (decision 032): a Node cluster primary that keeps one worker running the store
 * (server.ts) and starts a new one when it dies, so a crash (the heap limit, a native fault, kill -9) costs
 * the shoppers a second, not the store. It holds DATA_DIR/supervisor.lock for its whole life (a second
 * `npm start` on the folder is refused); the worker holds DATA_DIR/store.lock as a store started alone does,
 * and the kernel drops it the moment the worker dies, so its replacement takes it at once. SIGTERM and
 * SIGINT go to the worker, which drains and exits 0 (server.ts); the supervisor then exits with its code.
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig, loadDotEnv } from './config.ts';
import { lockDataDir, SUPERVISOR_LOCK_FILE } from './lib/data-dir-lock.ts';

/** A worker that dies this many times within CRASH_WINDOW_MS is not started again: something is wrong
 * that a restart does not fix (a bad setting, a full disk, a damaged database); the supervisor exits 1 so
 * that the service manager reports it (or restarts the whole thing after its own pause). */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** The pause before a restart: FIRST_RESTART_MS after one crash, doubling with each crash in the window. */
const FIRST_RESTART_MS = 100;
const MAX_RESTART_MS = 5_000;
/** Beyond the worker's own bound on its shutdown (server.ts: the drain plus 35 s), when it is killed. */
const STOP_GRACE_MS = 45_000;

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY };

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const threshold = LEVELS[config.logLevel];
  // The server's log lines are pino's JSON; the supervisor's look the same, so one reader reads both.
  const log = (level: number, msg: string, extra: Record<string, unknown> = {}) => {
    if (level >= threshold) console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, ...extra, msg }));
  };
  const lock = await lockDataDir(config.dataDir, 'supervisor', SUPERVISOR_LOCK_FILE);

  // One worker: the primary only hands it the listening socket, the worker accepts its connections itself.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // server.js beside this bundle (server.ts beside this file under tsx); the worker inherits node's flags.
  const self = fileURLToPath(import.meta.url);
  cluster.setupPrimary({ exec: self.replace(/supervisor(\.[cm]?[jt]s)$/, 'server$1') });

  let worker: Worker | undefined;
  let stopping: NodeJS.Signals | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  const crashes: number[] = [];

  const finish = (code: number) => {
    lock.release();
    process.exit(code);
  };

  const fork = () => {
    restartTimer = undefined;
    const started = cluster.fork();
    worker = started;
    log(30, 'store worker started', { worker: started.process.pid });
    started.on('exit', (code, signal) => {
      worker = undefined;
      if (stopping) {
        log(30, 'store worker stopped', { worker: started.process.pid, code, signal });
        finish(code ?? 1);
        return;
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && now - crashes[0] > CRASH_WINDOW_MS) crashes.shift();
      const how = signal ? `killed by ${signal}` : `exited with ${code}`;
      if (crashes.length >= MAX_CRASHES) {
        log(
          60,
          `store worker ${how}; ${crashes.length} crashes within ${CRASH_WINDOW_MS / 1000} s, not restarting it (see the lines above)`,
          {
            worker: started.process.pid,
          },
        );
        finish(1);
        return;
      }
      const pause = Math.min(FIRST_RESTART_MS * 2 ** (crashes.length - 1), MAX_RESTART_MS);
      log(50, `store worker ${how}; restarting it in ${pause} ms`, { worker: started.process.pid, crashes: crashes.length });
      restartTimer = setTimeout(fork, pause);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    if (restartTimer) clearTimeout(restartTimer);
    if (!worker) return finish(0);
    log(30, `${signal}: the store worker drains and stops`, { worker: worker?.process.pid });
    // An interactive Ctrl-C reaches the worker too (same process group); a second signal is ignored there.
    worker?.process.kill(signal);
    const force = setTimeout(() => {
      log(50, 'the store worker did not stop in time; killing it', { worker: worker?.process.pid });
      worker?.process.kill('SIGKILL');
    }, config.shutdownDrainMs + STOP_GRACE_MS);
    force.unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  fork();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
