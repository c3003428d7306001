// npm run screenshots — docs/screenshots/{home,store,product}-{desktop,phone}.png from the built store on a
// fresh demo database; the product page as a logged-in distributor.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, firstProductId, loginUser, root, signedInState, startServer } from './server.mjs';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3110);
const outDir = path.join(root, 'docs/screenshots');

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } },
};

/** Waits until the page has stopped fetching and every image in view has loaded or failed (10 s at most). */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page
    .waitForFunction(
      () => [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // Carousels and skeleton fades finish their first transition.
  await page.waitForTimeout(800);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = await startServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--headless'] });
  try {
    const productid = await firstProductId(server.url);
    const user = await loginUser(server.url);
    const shots = [
      { name: 'home', path: '/' },
      { name: 'store', path: '/store' },
      { name: 'product', path: `/product?productid=${productid}`, session: true },
    ];
    for (const [device, options] of Object.entries(viewports)) {
      for (const shot of shots) {
        const context = await browser.newContext({ ...options, locale: 'es-EC', baseURL: server.url });
        if (shot.session) {
          const { storage, cookies } = signedInState(user, server.url);
          await context.addCookies(cookies);
          await context.addInitScript((entries) => {
            for (const [key, value] of entries) localStorage.setItem(key, value);
          }, storage);
        }
        const page = await context.newPage();
        await page.goto(shot.path);
        await settle(page);
        const file = path.join(outDir, `${shot.name}-${device}.png`);
        await page.screenshot({ path: file });
        console.log(`${path.relative(root, file)}  (${new URL(page.url()).pathname}${new URL(page.url()).search})`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
