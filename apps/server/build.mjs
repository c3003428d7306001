// Bundles the server's TypeScript (and the shared contracts) into dist/server.js for `npm start`:
// plain Node then runs it, without a TypeScript loader in memory. Packages stay in node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => name !== '@store/contracts')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outdir: new URL('./dist', import.meta.url).pathname,
  entryNames: '[name]',
  // A module the code imports with import() (the S3 storage, the PDF and spreadsheet builders) becomes a
  // chunk of its own, so its packages load on first use, not at start (the AWS SDK alone is ~24 MB).
  splitting: true,
  // Beside server.js: code that finds files from import.meta.url (paths.ts) sees the same folder in a chunk.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS helpers (if any) need require in an ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
