// npm run bench:web — Lighthouse 12 (default mobile config, simulated throttling) on the home page, the store,
// a search, the pre-sale and a product's page, each as a visitor and as a signed-in distributor, 3 runs each
// in a fresh Chrome profile, medians printed as a table. The distributor's session is put in localStorage and
// its cookies (what the server renders the page with, decision 026) through the DevTools protocol before the
// run, and Lighthouse is told not to reset storage (the profile is new, so the cache is still cold).
// Per row also: the initial JS (the scripts the page fetched before it was hydrated, as each file's gzip -9
// size in the build; measured once, in a plain browser) and the requests that finished before the largest paint.
// BENCH_STORE_ROOT=<checkout> measures another checkout's builds (an older commit) with this same bench.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, firstProductId, loginUser, signedInState, startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3109);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse finished but could not measure the page (its runtimeError): worth another try, not a crash. */
class LighthouseRunError extends Error {}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Opens the store's origin on a URL that loads none of its assets and stores the session there. */
async function seedSession(debugPort, origin, user) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/api/health`);
    const { storage, cookies } = signedInState(user, origin);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, storage);
    await page.context().addCookies(cookies);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The requests that finished before the largest paint (as the page loaded, unthrottled), and their script's bytes. */
function beforeLcp(lhr) {
  const requests = lhr.audits['network-requests'].details;
  const startTs = requests.debugData?.networkStartTimeTs ?? 0;
  const lcpTs = lhr.audits.metrics.details.items[0].observedLargestContentfulPaintTs ?? 0;
  const done = requests.items.filter((r) => r.networkEndTime !== undefined && startTs + r.networkEndTime * 1000 <= lcpTs);
  const scripts = done.filter((r) => r.resourceType === 'Script');
  return { requests: done.length, scriptKb: scripts.reduce((total, r) => total + (r.transferSize ?? 0), 0) / 1024 };
}

/**
 * The script a page needs before it answers: every script the browser asked for from the page's request until
 * the app marked the page hydrated (html[data-hydrated], app.tsx), counted as each file's gzip -9 size in the build.
 */
async function initialJs(url, session, webDir) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    if (session) {
      const { storage, cookies } = signedInState(session, url);
      await context.addCookies(cookies);
      await context.addInitScript((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, storage);
    }
    // The moment the mark is set, on the page's own clock, beside its resource timings.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.dataset.hydrated) return;
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= window.__hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    );
    const bytes = files.reduce((total, file) => total + gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length, 0);
    return { kb: bytes / 1024, files: files.length };
  } finally {
    await browser.close();
  }
}

async function audit(url, session) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], logLevel: 'silent' });
  try {
    if (session) await seedSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // BENCH_REPORTS=<folder>: each run's whole report kept there, to read what an audit found.
    if (process.env.BENCH_REPORTS) {
      mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${session ? 'distributor' : 'visitor'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_REPORTS, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)]));
    // The audits that cost a point in the categories that must reach 100, named in the notes.
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      Object.values(lhr.categories[c].auditRefs)
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${c}/${ref.id}`),
    );
    return {
      finalUrl: lhr.finalDisplayedUrl,
      scores,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      beforeLcp: beforeLcp(lhr),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const server = await startServer(PORT);
  try {
    const productid = await firstProductId(server.url);
    const user = await loginUser(server.url);
    const paths = [
      { name: 'home', path: '/' },
      { name: 'store', path: '/store' },
      { name: 'search', path: '/store?search=zapatilla' },
      { name: 'pre-sale', path: '/pre-sale' },
      { name: `product ${productid}`, path: `/product?productid=${productid}` },
    ];
    const only = process.env.BENCH_PAGES?.split(',');
    const pages = [
      ...paths.map((p) => ({ ...p, name: `${p.name}, visitor` })),
      ...paths.map((p) => ({ ...p, name: `${p.name}, distributor`, session: user })),
    ].filter((p) => !only || only.some((o) => p.name.startsWith(o)));
    const rows = [];
    const notes = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse now and then loses the trace (NO_NAVSTART...): that run is tried again, twice at most.
        for (let attempt = 1; attempt <= 3; attempt++) {
          try {
            const run = await audit(`${server.url}${page.path}`, page.session);
            process.stderr.write(
              `  ${page.name} run ${i + 1}: perf ${run.scores.performance}, a11y ${run.scores.accessibility}, bp ${run.scores['best-practices']}, seo ${run.scores.seo}\n`,
            );
            runs.push(run);
            break;
          } catch (err) {
            if (!(err instanceof LighthouseRunError)) throw err;
            process.stderr.write(`  ${page.name} run ${i + 1}, attempt ${attempt}: ${err.message}\n`);
            if (attempt === 3) notes.push(`${page.name}: run ${i + 1} failed three times (${err.message})`);
          }
        }
      }
      if (runs.length === 0) continue;
      const initial = await initialJs(`${server.url}${page.path}`, page.session, server.webDir);
      const finalPath = new URL(runs[0].finalUrl).pathname + new URL(runs[0].finalUrl).search;
      if (finalPath !== page.path) notes.push(`${page.name}: ended on ${finalPath}, not ${page.path}`);
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length) notes.push(`${page.name}: audits below 100%: ${failing.join(', ')}`);
      rows.push({
        page: page.name,
        performance: median(runs.map((r) => r.scores.performance)),
        accessibility: median(runs.map((r) => r.scores.accessibility)),
        'best-practices': median(runs.map((r) => r.scores['best-practices'])),
        seo: median(runs.map((r) => r.scores.seo)),
        'FCP s': (median(runs.map((r) => r.fcp)) / 1000).toFixed(2),
        'LCP s': (median(runs.map((r) => r.lcp)) / 1000).toFixed(2),
        'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
        CLS: median(runs.map((r) => r.cls)).toFixed(3),
        'initial JS KB gz': `${initial.kb.toFixed(1)} (${initial.files} files)`,
        'requests before LCP': median(runs.map((r) => r.beforeLcp.requests)),
        'JS before LCP KB': median(runs.map((r) => r.beforeLcp.scriptKb)).toFixed(1),
      });
    }
    console.log(
      `\nLighthouse 12, mobile preset, median of ${RUNS} runs (initial JS: gzip -9 of the scripts fetched before hydration; JS before LCP: as transferred)`,
    );
    console.table(rows);
    for (const note of notes) console.log(`- ${note}`);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
