/**
 * `npm run bench:cluster`: the catalogue cases of `npm run bench` on two server instances sharing one
 * PostgreSQL database (each with its own DATA_DIR and port), the connections shared out between them and
 * their latencies merged. Prints the same table, with each instance's RSS.
 * Options: --products N --variants N --duration S --connections N
 */
import { announce, prepare, removeDir, runCases, startServer, stopServer, tempDir, warm, withFreshPostgres } from './bench-kit.ts';

announce('bench:cluster (two instances on PostgreSQL)');
await withFreshPostgres(async (url) => {
  const dirs = [await tempDir(), await tempDir()];
  const fixture = await prepare(dirs[0], url);
  const servers = [];
  try {
    for (const dir of dirs) servers.push(await startServer({ DATA_DIR: dir, DATABASE_URL: url }));
    await Promise.all(servers.map(warm));
    await runCases('PostgreSQL, two instances (A and B)', servers, fixture);
  } finally {
    for (const server of servers) await stopServer(server);
    for (const dir of dirs) await removeDir(dir);
  }
});
