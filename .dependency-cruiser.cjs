// Import boundaries of both apps and the contracts package (`npm run deps`; decision record 013).
// A web feature (`apps/web/src/features/<name>/`) and a server module (`apps/server/src/modules/<name>/` or
// `modules/admin/<name>/`) keep their files to themselves: other code reaches them only through their index.ts.

const web = '^apps/web/src/';
const server = '^apps/server/src/';
const test = '(^|/)(test|testing|e2e|test-process)/|\\.test\\.tsx?$';
// Production code: the apps' and the package's src/, tests aside (bench/, e2e/ and tool configs may use fixtures).
const src = '^(apps|packages)/[^/]+/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means neither side can be read, tested or moved alone; split out what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment: 'Fixtures, test helpers and tests are imported by tests only (web fixtures live under src/test/).',
      from: { path: src, pathNot: test },
      to: { path: test },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment:
        'A feature imports components/, lib/ and @store/contracts, and of another feature only its public surface (features/<b>/index.ts): move what both need to components/ or lib/.',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/($1/|[^/]+/index\\.ts$)` },
    },
    {
      name: 'web-feature-to-app',
      severity: 'error',
      comment: 'The app shell composes the features; a feature never imports it (the page paths are in @store/contracts/paths).',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-admin-sections',
      severity: 'error',
      comment:
        "An admin section (products, orders, …) uses its own files, the admin feature's root files and features/admin/components|api|layout, not another section.",
      from: { path: `${web}features/admin/([^/]+)/` },
      to: {
        path: `${web}features/admin/[^/]+/`,
        pathNot: `${web}features/admin/($1|components|api|layout)/`,
      },
    },
    {
      name: 'web-shared-not-features',
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature, so they never depend on one.',
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'server-module-front-door',
      severity: 'error',
      comment:
        'A server module (modules/<name>/, or a back-office section modules/admin/<name>/) is reached from anywhere else only through its index.ts: export from it what others need, or move the shared part to lib/, plugins/ or @store/contracts.',
      from: { path: `${server}modules/(admin/[^/]+|[^/]+)/` },
      to: { path: `${server}modules/`, pathNot: [`${server}modules/$1/[^/]+$`, `${server}modules/(admin/[^/]+|[^/]+)/index\\.ts$`] },
    },
    {
      name: 'server-modules-from-outside',
      severity: 'error',
      comment: 'The app, the seed, the benches and the process tests reach a module only through its index.ts, as modules do.',
      from: { path: '^apps/server/', pathNot: `${server}modules/` },
      to: { path: `${server}modules/`, pathNot: `${server}modules/(admin/[^/]+|[^/]+)/index\\.ts$` },
    },
    {
      name: 'server-lib-is-a-leaf',
      severity: 'error',
      comment: 'lib/ holds helpers every module uses; it never depends on a module or a plugin.',
      from: { path: `${server}lib/` },
      to: { path: `${server}(modules|plugins)/` },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'The contracts package is shared by both apps and imports neither.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The web and the server share code only through @store/contracts.',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/' },
    // Type-only imports count: a cycle of types is still a cycle to read.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
