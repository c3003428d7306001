// Import boundaries of both apps and the contracts package (`npm run deps`; decision record 013).
// A web feature (`apps/web/src/features/<name>/`) and a server module (`apps/server/src/modules/<name>/`)
// keep their files to themselves: other code reaches them only through the doors listed below.

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
      name: 'server-module-internals',
      severity: 'error',
      comment:
        "A module imports lib/, plugins/, db/ and @store/contracts, not another module's files, except the shared services: cart/service.ts and cart/discount-codes.ts (checkout turns the cart into a sale), sales/order-mail.ts (the order e-mails, also sent when the back office moves an order), documents/order-pdf.ts (the order's PDF note, attached to the new order's e-mail), payments/receipts.ts (a transfer receipt as the API says it and its private file, read by the back office too), payments/bank-accounts.ts (the accounts to pay into, printed on the order's note), alerts/fire-stock-alerts.ts (the writes that give stock back fire the stock alerts), price-lists/price-book.ts (every price a distributor sees is its group's), credit/service.ts (the checkout's credit check, the dashboard's overdue orders), history/service.ts (every change of the back office is written in its own transaction) and, for the warehouse (Bodega), admin/orders/service.ts (an order's move) and admin/products/variants.ts (a stock count under the variant card's rule).",
      from: { path: `${server}modules/([^/]+)/` },
      to: {
        path: `${server}modules/`,
        pathNot: [
          `${server}modules/$1/`,
          `${server}modules/cart/(service|discount-codes)\\.ts$`,
          `${server}modules/sales/order-mail\\.ts$`,
          `${server}modules/payments/(receipts|bank-accounts)\\.ts$`,
          `${server}modules/documents/order-pdf\\.ts$`,
          `${server}modules/alerts/fire-stock-alerts\\.ts$`,
          `${server}modules/price-lists/price-book\\.ts$`,
          `${server}modules/credit/service\\.ts$`,
          `${server}modules/history/service\\.ts$`,
          `${server}modules/admin/orders/service\\.ts$`,
          `${server}modules/admin/products/variants\\.ts$`,
        ],
      },
    },
    {
      name: 'server-admin-sections',
      severity: 'error',
      comment:
        'An admin section (modules/admin/<section>/) does not import another section: what sections share lives in the admin root (modules/admin/*.ts), lib/ or @store/contracts.',
      from: { path: `${server}modules/admin/([^/]+)/` },
      to: { path: `${server}modules/admin/[^/]+/`, pathNot: `${server}modules/admin/$1/` },
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
