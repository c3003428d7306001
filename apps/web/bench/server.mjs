// Starts the built store (apps/server/dist/server.js, which also serves apps/web/dist) on a fresh data
// directory, so every measurement begins from the same seeded demo catalogue.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SESSION_KEY = 'calzado-andino.session';

/**
 * What a signed-in browser holds (lib/session.ts, decision 033): the session in localStorage, the mark that its
 * page cookie is set (without it the app asks for a new page token, and the old cookie renders visitor pages),
 * and the page cookie itself. `user` is what loginUser answers.
 */
export function signedInState(user, url) {
  const { pageCookie, ...record } = user;
  return {
    storage: [
      [SESSION_KEY, JSON.stringify(record)],
      ['calzado-andino.page-cookie', '1'],
    ],
    cookies: [{ ...pageCookie, url }],
  };
}
export const DEMO_DISTRIBUTOR = { email: 'tienda.cuenca@example.com', password: 'demo1234' };

/**
 * Starts the built store at `storeRoot` (this repository by default; BENCH_STORE_ROOT names another checkout's
 * builds, to measure an older build with this same bench).
 */
export async function startServer(port, storeRoot = process.env.BENCH_STORE_ROOT ?? root) {
  const server = path.join(storeRoot, 'apps/server/dist/server.js');
  if (!existsSync(server)) throw new Error(`${server} is missing: run npm run build first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    cwd: storeRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // Interrupted (Ctrl-C, a time limit): the server and its data go with us.
  const cleanUp = () => {
    if (!exited) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error('the server exited before answering /api/health');
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health within 2 minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // The catalogue index loads on first use: load it now so the first measured page is not the cold one.
  await fetch(`${url}/api/product/get_all_store_front`);
  return { url, dataDir, stop, webDir: path.join(storeRoot, 'apps/web/dist') };
}

/**
 * Logs the demo distributor in through the API: the user record the web keeps under SESSION_KEY, with the page
 * cookie the login sets (`pageCookie`: its own token, what the server renders the distributor's pages by, decision 033).
 */
export async function loginUser(url, account = DEMO_DISTRIBUTOR) {
  const res = await fetch(`${url}/api/auth/login_whole_sale`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login of ${account.email} failed: ${res.status} ${await res.text()}`);
  const pageCookie = res.headers.getSetCookie().find((c) => c.startsWith('ca_session='));
  if (!pageCookie) throw new Error(`the login of ${account.email} set no page cookie`);
  const value = pageCookie.slice('ca_session='.length).split(';')[0];
  return { ...(await res.json()).user, pageCookie: { name: 'ca_session', value } };
}

export async function firstProductId(url) {
  const res = await fetch(`${url}/api/product/get_all_store_front?size=10`);
  const body = await res.json();
  return body.products[0].productid;
}
