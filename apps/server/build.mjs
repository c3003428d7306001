// Bundles the server's TypeScript (and the shared contracts) into dist/: server.js, supervisor.js (the process
// `npm start` runs, which runs server.js in a worker) and prepare-start.js (what `npm start` runs before it).
// Plain Node then runs them, without a TypeScript loader in memory. Packages stay in node_modules. `--outdir
// <folder>`: elsewhere than dist/ (`npm start` builds beside it, then swaps it in: src/ops/prepare-start.ts);
// the folder must sit beside dist/, so that the source maps' relative paths and paths.ts's folder find the
// same files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? path.resolve(values.outdir) : new URL('./dist', import.meta.url).pathname;

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const packages = Object.keys(pkg.dependencies).filter((name) => name !== '@store/contracts');
const isPackage = new RegExp(`^(${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(/|$)`);
// The packages stay in node_modules. None is imported for its side effects, so an import whose names the bundle
// no longer uses is dropped instead of loading its package at every start (the e-invoicing module's front door
// also carries the SRI's stand-in and a test certificate, whose signing and XML packages load only when used).
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: isPackage }, (args) => ({ path: args.path, external: true, sideEffects: false }));
  },
};

await build({
  // prepare-start: what `npm start` runs first (start.mjs), built too so that it runs without tsx.
  entryPoints: ['server', 'supervisor', 'ops/prepare-start'].map((name) => new URL(`./src/${name}.ts`, import.meta.url).pathname),
  outdir,
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
  // The maps name the sources' lines, which stack traces need; the sources' text in them would only make every
  // start read and parse twice as much (they are beside the build anyway).
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
  // Bundled CommonJS helpers (if any) need require in an ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
