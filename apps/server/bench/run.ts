/**
 * `npm run bench`: seeds 20,000 products × 4 variants into a fresh database, starts the real server in
 * its own process and drives it with autocannon (50 connections) through the catalogue cases, on PGlite
 * and on PostgreSQL. Prints req/s, p50, p99, the ratio to the ceiling route and the server's peak RSS; then
 * imports a 20 MB catalogue file while the catalogue is read (import-case.ts): RSS before and peak, reads' p99;
 * then 50 buyers place orders (checkout-case.ts): orders/s, place-order latency, lock waits, exact stock.
 * Options: --products N --variants N --duration S --connections N --only pglite|postgres
 * --cases catalogue,import,checkout --checkout-seconds S --rows TEXT (only the catalogue rows whose name holds it)
 */
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { announce, options, prepare, removeDir, runCases, startServer, stopServer, tempDir, warm, withFreshPostgres } from './bench-kit.ts';
import { type CheckoutFixture, prepareCheckout, runCheckoutCase, verifyCheckout } from './checkout-case.ts';
import { runImportCase } from './import-case.ts';

async function benchDatabase(label: string, url?: string) {
  const dataDir = await tempDir();
  console.log(`\n== ${label}`);
  let checkout: CheckoutFixture | undefined;
  const fixture = await prepare(dataDir, url, async (db) => {
    if (options.cases.has('checkout')) checkout = await prepareCheckout(db);
  });
  const server = await startServer({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  try {
    await warm(server);
    if (options.cases.has('catalogue')) await runCases(label, [server], fixture);
    // The import changes every product it lists, and the catalogue cases measure the seeded one.
    if (options.cases.has('import')) await runImportCase(label, server, fixture);
    // Last: its orders change the stock and the cards of the products they buy.
    if (checkout) await runCheckoutCase(label, server, checkout, options.checkoutSeconds, url);
  } finally {
    await stopServer(server);
  }
  try {
    // The server stopped (PGlite's folder is its own while it runs): the stock is read as the runs left it.
    if (checkout) {
      const database = await openDatabase({ url, pgliteDir: path.join(dataDir, 'pglite') });
      await verifyCheckout(database.db, checkout).finally(() => database.close());
    }
  } finally {
    await removeDir(dataDir);
  }
}

announce('bench');
if (options.only !== 'postgres') await benchDatabase('PGlite (embedded)');
if (options.only !== 'pglite') await withFreshPostgres((url) => benchDatabase('PostgreSQL (node-postgres pool)', url));
