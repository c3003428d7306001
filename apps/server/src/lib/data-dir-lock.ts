import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per data folder. PGlite is PostgreSQL in single-user mode without a postmaster, so nothing
 * stops a second process from opening the same files: both write the WAL and pg_control, and the folder
 * ends up refusing to open (`Aborted()`) or silently missing committed rows. The guard is an operating
 * system lock (an open-file-description lock on Linux, flock on macOS, LockFileEx on Windows) on
 * DATA_DIR/store.lock: the kernel drops it when the process ends however it ends, kill -9 included, so a
 * crash never leaves a lock to clean up and a live holder is never mistaken for a dead one.
 * docs/decisions/010-one-process-per-data-folder.md
 */
export const LOCK_FILE = 'store.lock';
/**
 * Held by the process that restarts the store (src/supervisor.ts) for its whole life, while its worker
 * holds LOCK_FILE: a second `npm start` is refused even between a dead worker and its replacement, and the
 * build it would swap in never replaces a running store's files (docs/decisions/032-a-process-that-comes-back.md).
 */
export const SUPERVISOR_LOCK_FILE = 'supervisor.lock';

export interface LockHolder {
  pid: number;
  /** what took the lock: the server, the seed command, the benchmark */
  command: string;
  since: string;
  host: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder ? `pid ${holder.pid} on ${holder.host}, ${holder.command} since ${holder.since}` : 'pid unknown';
    super(`DATA_DIR ${dataDir} is in use by another store process (${who}); stop it first`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Lets the folder go before the process ends (it goes anyway when the process ends). */
  release(): void;
}

/**
 * Takes DATA_DIR for this process, creating the folder if it is missing. Throws DataDirInUseError, having
 * written nothing, when another process holds it. Call it before anything else touches the folder.
 * `lockFile`: which of the folder's locks (the store's by default, or the supervisor's).
 */
export async function lockDataDir(dataDir: string, command: string, lockFile = LOCK_FILE): Promise<DataDirLock> {
  const { tryLock, unlock } = await loadNativeLock();
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, lockFile);
  // Opening an existing file for writing changes neither its contents nor its times; it is written below
  // only once the lock is ours. The file is never deleted: a process that opened it just before the unlink
  // would lock an orphan while the next one locks a new file, and both would run.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let granted = false;
  try {
    granted = tryLock(fd);
  } finally {
    if (!granted) closeSync(fd);
  }
  if (!granted) throw new DataDirInUseError(dataDir, readHolder(file));

  const holder: LockHolder = { pid: process.pid, command, since: new Date().toISOString(), host: hostname() };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
  let released = false;
  return {
    dataDir,
    release() {
      if (released) return;
      released = true;
      ftruncateSync(fd, 0);
      unlock(fd);
      closeSync(fd);
    },
  };
}

/**
 * Both of the folder's locks, as `npm start` holds them while it checks the folder and while it swaps a new
 * build in: no store, supervised or started alone, runs on the folder meanwhile.
 */
export async function lockDataDirFully(dataDir: string, command: string): Promise<DataDirLock> {
  const supervisor = await lockDataDir(dataDir, command, SUPERVISOR_LOCK_FILE);
  try {
    const store = await lockDataDir(dataDir, command);
    return {
      dataDir,
      release() {
        store.release();
        supervisor.release();
      },
    };
  } catch (err) {
    supervisor.release();
    throw err;
  }
}

/** Who holds the folder, as it wrote itself down; undefined while it has not yet (or never will). */
export function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

async function loadNativeLock() {
  try {
    return await import('fs-native-extensions');
  } catch (err) {
    // A prebuilt binary exists for Linux (glibc) x64/arm64, macOS and Windows; elsewhere say so plainly
    // rather than run unguarded.
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`DATA_DIR cannot be locked on ${process.platform}-${process.arch} (fs-native-extensions did not load: ${reason})`);
  }
}
