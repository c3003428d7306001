/**
 * The store's catalogue reads: the in-memory index (filters, search, suggestions), the cached cards, lists and
 * product pages per audience, and what crawlers read (sitemap, robots, link previews).
 */
export { CatalogIndex } from './catalog-index.ts';
export { catalogIndexPlugin } from './catalog-index-plugin.ts';
export { default as crawlerRoutes } from './crawlers.ts';
export { default as catalogRoutes } from './routes.ts';
export { warmProducts } from './service.ts';
