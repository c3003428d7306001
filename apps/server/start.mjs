// What `npm start` runs (package.json): prepare-start, which builds only when the sources changed
// (src/ops/prepare-start.ts), then the supervisor that runs the store (src/supervisor.ts), in this one process.
// prepare-start runs as built into dist/, without a TypeScript loader (half a second of every start); before the
// first build, from its source through tsx. A build older than the sources still compares their hash with its
// stamp, so it sees the change and builds the new one; the supervisor is imported after, from the new build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('./dist/prepare-start.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const source = fileURLToPath(new URL('./src/ops/prepare-start.ts', import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', source], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
await import(new URL('./dist/supervisor.js', import.meta.url).href);
