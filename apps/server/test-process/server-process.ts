/**
 * The built server (apps/server/dist/server.js) started as an operator starts it, for the process tests:
 * a free port, the environment it is given, everything it prints, and calls to its API over HTTP.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointDef } from '@store/contracts/endpoint';
import { endpoints } from '@store/contracts/endpoints/store';
import { pathOf } from '../src/test/api.ts';

/** SERVER_BUNDLE: another build to run (one beside dist/, so that its packages resolve) */
const serverBundle = process.env.SERVER_BUNDLE ?? fileURLToPath(new URL('../dist/server.js', import.meta.url));
/** What `npm start` runs once built: the cluster primary that runs server.js in a worker (decision 032). */
export const supervisorBundle = path.join(path.dirname(serverBundle), 'supervisor.js');

export interface Server {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:PORT`: an endpoint's address is `apiUrl(server, endpoint)` */
  origin: string;
  /** everything it printed, stdout and stderr together */
  log(): string;
  exited: Promise<number | null>;
}

const started: Server[] = [];

/** SIGKILL for every server still running: call it from the test file's `after`. */
export function killServers() {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * Starts the bundle (or `bundle`, e.g. supervisorBundle) on its own port with `env` over the defaults (demo
 * seed, warnings only, PGlite).
 */
export async function startServer(env: Record<string, string>, bundle = serverBundle): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    // Outside the checkout, so a developer's .env cannot point it elsewhere.
    cwd: tmpdir(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const server = { child, port, origin: `http://127.0.0.1:${port}`, log: () => output, exited };
  started.push(server);
  return server;
}

type Value = string | number | boolean;

/** The address of an endpoint on `server`, its params filled and its query added. */
export const apiUrl = (server: Server, endpoint: EndpointDef, params?: Record<string, Value>, query?: Record<string, Value | undefined>) =>
  `${server.origin}${pathOf(endpoint, params, query)}`;

/** Waits until the health check answers 200; fails with the server's output if it exits or stays silent. */
export async function waitHealthy(server: Server, timeoutMs = 180_000) {
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    assert.ok(!gone, `the server exited with ${server.child.exitCode} before answering:\n${server.log()}`);
    const res = await fetch(apiUrl(server, endpoints.health.check)).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`no answer from the health check in ${timeoutMs / 1000} s:\n${server.log()}`);
}

export interface CallOptions {
  params?: Record<string, Value>;
  query?: Record<string, Value | undefined>;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One JSON call to an endpoint of the server's API, with its method. */
export async function call<T>(server: Server, endpoint: EndpointDef, { params, query, token, body, headers }: CallOptions = {}) {
  const res = await fetch(apiUrl(server, endpoint, params, query), {
    method: endpoint.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The session token of an account, logged in through `server`. */
export async function login(server: Server, account: { email: string; password: string }, headers?: Record<string, string>) {
  const res = await call<{ user: { token: string } }>(server, endpoints.auth.login, { body: account, headers });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.user.token;
}
