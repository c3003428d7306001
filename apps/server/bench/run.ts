/**
 * `npm run bench`: seeds 20,000 products × 4 variants into a fresh database, starts the real server in
 * its own process and drives it with autocannon (50 connections) through the catalogue cases, on PGlite
 * and on PostgreSQL. Prints req/s, p50, p99, the ratio to the ceiling route and the server's peak RSS; then
 * imports a 20 MB catalogue file while the catalogue is read (import-case.ts): RSS before and peak, reads' p99.
 * Options: --products N --variants N --duration S --connections N --only pglite|postgres --cases catalogue,import
 */
import { announce, options, prepare, removeDir, runCases, startServer, stopServer, tempDir, warm, withFreshPostgres } from './bench-kit.ts';
import { runImportCase } from './import-case.ts';

async function benchDatabase(label: string, url?: string) {
  const dataDir = await tempDir();
  console.log(`\n== ${label}`);
  const fixture = await prepare(dataDir, url);
  const server = await startServer({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  try {
    await warm(server);
    if (options.cases.has('catalogue')) await runCases(label, [server], fixture);
    // Last: the import changes every product it lists, and the catalogue cases measure the seeded one.
    if (options.cases.has('import')) await runImportCase(label, server, fixture);
  } finally {
    await stopServer(server);
    await removeDir(dataDir);
  }
}

announce('bench');
if (options.only !== 'postgres') await benchDatabase('PGlite (embedded)');
if (options.only !== 'pglite') await withFreshPostgres((url) => benchDatabase('PostgreSQL (node-postgres pool)', url));
