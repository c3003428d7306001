/**
 * The first half of `npm start` (apps/server/start.mjs; decision 032), before it runs dist/supervisor.js. It stops at
 * once, having built and changed nothing, when a store runs on DATA_DIR. Otherwise it builds the web store,
 * its page renderer and the server bundle beside the ones in place (`<folder>.next-<pid>`) and swaps them in
 * (rename) while it holds both of the folder's locks: a store's files are never rebuilt under it, and a start
 * refused after its build (another took the folder meanwhile) throws its build away. The build is skipped
 * when the sources are those of the build in place (a hash of them, kept in dist/build-stamp.json).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig, loadDotEnv } from '../config.ts';
import { lockDataDirFully } from '../lib/data-dir-lock.ts';
import { serverRoot } from '../paths.ts';

const repoRoot = path.resolve(serverRoot, '../..');
const webRoot = path.resolve(serverRoot, '../web');
const serverDist = path.join(serverRoot, 'dist');
const stampFile = path.join(serverDist, 'build-stamp.json');

/** What the three builds are made of (tests aside): a change to any of these files means a new build. */
const SOURCES = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build-plugins',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
];
const SKIPPED = /^(node_modules|dist|dist-server)$|\.test\.tsx?$/;

function sourceHash(buildEnv: NodeJS.ProcessEnv) {
  const hash = createHash('sha256').update(`${process.version}\n`);
  // Vite writes VITE_* variables into the web build.
  for (const name of Object.keys(buildEnv)
    .filter((n) => n.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${buildEnv[name]}\n`);
  const add = (rel: string) => {
    const abs = path.join(repoRoot, rel);
    if (!existsSync(abs)) return;
    const files = statSync(abs).isDirectory()
      ? readdirSync(abs, { withFileTypes: true, recursive: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name)))
          .filter((file) => !file.split(path.sep).some((part) => SKIPPED.test(part)))
          .sort()
      : [rel];
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(repoRoot, file)))
        .update('\0');
  };
  for (const rel of SOURCES) add(rel);
  return hash.digest('hex');
}

interface Output {
  /** the folder a running store reads */
  live: string;
  /** the command that builds it into `into`, run in `cwd` */
  command: (into: string) => string[];
  cwd: string;
}

function outputs(webDir: string): Output[] {
  const vitePackage = createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
  return [
    { live: serverDist, command: (into) => [path.join(serverRoot, 'build.mjs'), '--outdir', into], cwd: serverRoot },
    { live: webDir, command: (into) => [vite, 'build', '--outDir', into, '--emptyOutDir'], cwd: webRoot },
    // Where the server looks for the renderer: beside the web build (plugins/page-render.ts).
    {
      live: path.join(webDir, '..', 'dist-server'),
      command: (into) => [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', into, '--emptyOutDir'],
      cwd: webRoot,
    },
  ];
}

/** A build folder of an earlier `npm start` that was killed before it cleaned up (its pid is gone). */
function removeLeftovers(live: string) {
  const parent = path.dirname(live);
  if (!existsSync(parent)) return;
  const pattern = new RegExp(`^${path.basename(live).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(next|old)-(\\d+)$`);
  for (const name of readdirSync(parent)) {
    const pid = Number(pattern.exec(name)?.[2]);
    if (!pid || isAlive(pid)) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Replaces `live` by `next`: two renames on one file system, so the folder is never half written. */
function swapIn(next: string, live: string) {
  const old = `${live}.old-${process.pid}`;
  if (existsSync(live)) renameSync(live, old);
  renameSync(next, live);
  rmSync(old, { recursive: true, force: true });
}

async function main() {
  // The builds see the environment `npm start` was given, not the store's .env (a NODE_ENV there would
  // make Vite build for development).
  const buildEnv = { ...process.env };
  loadDotEnv();
  const config = loadConfig();
  // Taken and given back at once: a store on the folder refuses this start here, before any build.
  (await lockDataDirFully(config.dataDir, 'npm start')).release();

  const builds = outputs(config.webDir);
  const hash = sourceHash(buildEnv);
  const stamp = { hash, outputs: builds.map((b) => b.live) };
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (previous === JSON.stringify(stamp) && builds.every((b) => existsSync(b.live))) {
    console.log('npm start: the sources are those of the build in place; not building again');
    return;
  }
  const staged = builds.map((b) => ({ ...b, next: `${b.live}.next-${process.pid}` }));
  try {
    for (const b of staged) {
      removeLeftovers(b.live);
      const run = spawnSync(process.execPath, b.command(b.next), { cwd: b.cwd, env: buildEnv, stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`npm start: the build of ${path.relative(repoRoot, b.live)} failed`);
    }
    // Held while the folders change hands: no store starts on DATA_DIR before the three are in place.
    const lock = await lockDataDirFully(config.dataDir, 'npm start');
    try {
      rmSync(stampFile, { force: true });
      for (const b of staged) swapIn(b.next, b.live);
      writeFileSync(stampFile, JSON.stringify(stamp));
    } finally {
      lock.release();
    }
  } finally {
    for (const b of staged) rmSync(b.next, { recursive: true, force: true });
  }
}

// Awaited here: apps/server/start.mjs imports this module, then the supervisor once it has settled.
try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
