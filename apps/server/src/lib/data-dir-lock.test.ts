import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderListing } from '../test/folder-listing.ts';
import { DataDirInUseError, LOCK_FILE, lockDataDir, lockDataDirFully, SUPERVISOR_LOCK_FILE } from './data-dir-lock.ts';

let root: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'store-lock-'));
  dataDir = path.join(root, 'data');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function refusal(dir: string) {
  const err = await lockDataDir(dir, 'second').then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DataDirInUseError);
  return (err as DataDirInUseError).message;
}

describe('the data folder lock', () => {
  it('creates a missing folder and writes down who holds it', async () => {
    const lock = await lockDataDir(dataDir, 'server');
    const holder = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, command: 'server', host: hostname() });
    lock.release();
  });

  it('refuses a second lock on the same folder, naming the holder, and changes nothing in it', async () => {
    const lock = await lockDataDir(dataDir, 'server');
    const before = await folderListing(dataDir);
    const holder = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'));

    expect(await refusal(dataDir)).toBe(
      `DATA_DIR ${dataDir} is in use by another store process (pid ${process.pid} on ${hostname()}, server since ${holder.since}); stop it first`,
    );
    expect(await folderListing(dataDir)).toEqual(before);

    lock.release();
    const again = await lockDataDir(dataDir, 'seed');
    expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, command: 'seed' });
    again.release();
  });

  it("npm start's check is refused by a supervisor or by a store alone, and holds neither lock after a refusal", async () => {
    const supervisor = await lockDataDir(dataDir, 'supervisor', SUPERVISOR_LOCK_FILE);
    await expect(lockDataDirFully(dataDir, 'npm start')).rejects.toThrow(/\(pid \d+ on .*, supervisor since .*\); stop it first$/);
    // The supervisor's worker holds the store's lock beside it, as a store started alone does.
    const worker = await lockDataDir(dataDir, 'server');
    supervisor.release();
    await expect(lockDataDirFully(dataDir, 'npm start')).rejects.toThrow(/, server since /);
    // Refused on the store's lock, the check gave the supervisor's back: a supervisor can start once it is free.
    const next = await lockDataDir(dataDir, 'supervisor', SUPERVISOR_LOCK_FILE);
    next.release();
    worker.release();
    const full = await lockDataDirFully(dataDir, 'npm start');
    expect(JSON.parse(await readFile(path.join(dataDir, SUPERVISOR_LOCK_FILE), 'utf8'))).toMatchObject({ command: 'npm start' });
    full.release();
    (await lockDataDirFully(dataDir, 'npm start')).release();
  });

  it('refuses while another process holds the folder, and takes it over once that process is killed with SIGKILL', async () => {
    const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
    const code = `const { lockDataDir } = await import(${JSON.stringify(moduleUrl)});
await lockDataDir(${JSON.stringify(dataDir)}, 'server');
console.log('locked');
setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      expect(line.toString().trim()).toBe('locked');

      expect(await refusal(dataDir)).toContain(`in use by another store process (pid ${child.pid} on ${hostname()}, server since `);

      child.kill('SIGKILL');
      await once(child, 'exit');
      // The crashed holder's note is still in the file; the lock itself went with the process.
      expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: child.pid });
      const lock = await lockDataDir(dataDir, 'server');
      expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    } finally {
      child.kill('SIGKILL');
    }
  });
});
