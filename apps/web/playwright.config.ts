import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import type { E2eOptions } from './e2e/fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3104);
const baseURL = `http://127.0.0.1:${port}`;

// One fresh database per run. The config is evaluated again in every worker; the workers inherit this
// variable from the runner, so they all read the same outbox. The runner removes it when it exits,
// after the web server has been stopped.
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  process.env.E2E_DATA_DIR = created;
  if (!process.env.E2E_KEEP_DATA) process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig<E2eOptions>({
  testDir: './e2e',
  // Both projects and all specs share one server and its data: serial runs keep the accounts of a project
  // (password changes revoke sessions) and the administrator's changes out of each other's way.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // In CI the browser lane shares two cores with the test suites' lane: a spec that walks the back office and
  // then the store took 50-60 s there on 2026-11-29 (10-20 s on a quiet machine), over the 45 s it had.
  timeout: process.env.CI ? 90_000 : 45_000,
  // A wait on the page: 8 s locally, 15 s in CI, whose lanes share two cores (with four lanes, three specs missed 8 s).
  expect: { timeout: process.env.CI ? 15_000 : 8_000 },
  reporter: 'list',
  // Each project's run (its own port) keeps its own traces and screenshots: when CI ran the two at once, one's start
  // cleared the folder the other was writing to (ENOENT on a retry's trace).
  outputDir: process.env.E2E_PORT ? `test-results/${process.env.E2E_PORT}` : 'test-results',
  use: {
    baseURL,
    locale: 'es-EC',
    timezoneId: 'America/Guayaquil',
    // A trace records the page's every frame: kept on every test it doubled a browser lane's CPU (45 s -> 21 s for
    // two specs). CI retries a failed test once, and that retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
        distributor: { email: 'tienda.cuenca@example.com', password: 'demo1234' },
      },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
        distributor: { email: 'deportes.quito@example.com', password: 'demo1234' },
      },
    },
  ],
  webServer: {
    // The test:e2e script builds first; here only the built server starts, on its own port and data.
    // E2E_SERVER_CMD lets a parallel run start the server from its sources (e.g. `node --import tsx apps/server/src/server.ts`).
    // demo-sri.ts runs it with electronic invoicing on, against a test certificate and the local stand-in of the SRI
    // (invoices.spec.ts); DEMO_SRI_INVOICE=0: the specs invoice through the back office themselves.
    command: `node --import tsx apps/server/src/ops/demo-sri.ts -- ${process.env.E2E_SERVER_CMD ?? 'node apps/server/dist/server.js'}`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_WINDOW_MS: '60000',
      DEMO_SRI_INVOICE: '0',
      SRI_RETRY_DELAY_SECONDS: '1',
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    },
  },
});
