/**
 * Big uploads against a real listening server: while one runs, another request is timed again and again, and
 * the event loop is watched. Client and server share this process's event loop, so the slowest answer is how
 * long the upload held it up (or the machine did: the CPU time of the longest task tells them apart).
 */
import { once } from 'node:events';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import { expect } from 'vitest';
import type { App } from '../app.ts';

/** Serves `app` on a free port of 127.0.0.1; answers its base URL. */
export async function listening(app: App): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * The longest the event loop was held by work while `running()`: a timer ticks every millisecond, and each gap
 * between ticks counts the CPU time this process spent in it (a gap where the machine's other processes had the
 * CPU is not this process's work; on a busy 2-core machine such gaps are frequent and long).
 */
function longestTask(running: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    let longest = 0;
    let wall = performance.now();
    let cpu = process.cpuUsage();
    const tick = () => {
      const now = performance.now();
      const used = process.cpuUsage(cpu);
      longest = Math.max(longest, Math.min(now - wall, (used.user + used.system) / 1000));
      wall = now;
      cpu = process.cpuUsage();
      if (running()) setTimeout(tick, 1);
      else resolve(longest);
    };
    setTimeout(tick, 1);
  });
}

export interface WhileBusy<T> {
  result: T;
  /** the slowest GET, wall time */
  slowestMs: number;
  served: number;
  /** the longest the event loop was late, wall time (whatever held it: this process or the machine) */
  loopDelayMs: number;
  /** the longest stretch of this process's own work without a turn of the event loop (CPU time) */
  longestTaskMs: number;
}

/** GETs `url` one request after another while `work` runs, and measures how long the event loop was held meanwhile. */
export async function slowestWhile<T>(url: string, work: Promise<T>): Promise<WhileBusy<T>> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let running = true;
  const settled = work.finally(() => {
    running = false;
  });
  const task = longestTask(() => running);
  let slowestMs = 0;
  let served = 0;
  while (running) {
    const start = performance.now();
    const res = await fetch(url);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status} during the upload: ${text.slice(0, 200)}`);
    slowestMs = Math.max(slowestMs, performance.now() - start);
    served++;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  delay.disable();
  return { result: await settled, slowestMs, served, loopDelayMs: delay.max / 1e6, longestTaskMs: await task };
}

/**
 * The other request was answered (200) while the upload ran, and the upload never held the event loop for two
 * seconds of this process's CPU: a whole sheet loaded or parsed at once (what took the store down) takes several
 * seconds, and CI's three lanes on two cores stretched one step of a streamed read to 1.08 s. The figures (a GET under 100 ms, no task over ~50 ms) are the bench's to print
 * (`npm run bench -- --cases import`): on a 2-core machine running two test lanes a wall-clock bound says more
 * about the machine than about the upload, and CPU stretches here include garbage collection and the client.
 */
export function expectServedMeanwhile(busy: WhileBusy<unknown>) {
  expect(busy.served).toBeGreaterThan(0);
  expect(busy.longestTaskMs).toBeLessThan(2000);
}

/** The figures for the test's output. */
export const figures = (busy: WhileBusy<unknown>) =>
  `slowest GET ${busy.slowestMs.toFixed(0)} ms over ${busy.served}, event loop late ${busy.loopDelayMs.toFixed(0)} ms at most, longest task ${busy.longestTaskMs.toFixed(0)} ms of CPU (load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`;

/**
 * Sends `body` (POST unless `method` says) as a browser on the network would: a slice at a time as the socket
 * takes it (fetch would hand the whole buffer over at once, and its copy is this process's work, not the server's).
 */
export function upload(url: string, headers: Record<string, string>, body: Buffer, method = 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      res.on('error', reject);
    });
    // the server may answer (a 413, a 400) before the whole body is sent, and close the connection
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    (async () => {
      // written before the connection is up, the whole body would wait in the request and go out in one burst
      const socket = (await once(req, 'socket'))[0] as Socket;
      if (socket.connecting) await once(socket, 'connect');
      for (let at = 0; at < body.length && !req.destroyed; at += SLICE) {
        if (!req.write(body.subarray(at, at + SLICE))) await once(req, 'drain');
        else await setImmediate();
      }
      req.end();
    })().catch(reject);
  });
}
const SLICE = 64 * 1024;

export interface Answer {
  status: number;
  body: { msg?: string } & Record<string, unknown>;
}
