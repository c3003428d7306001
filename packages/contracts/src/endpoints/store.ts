/**
 * Every endpoint the store's pages call, one table per domain: method, path under /api, who may call it
 * and its schemas. The back office's are in `./admin.ts`, so the store's bundle never carries them.
 * A module namespace rather than an object: the bundler follows `endpoints.catalog.list` to the one domain
 * it names, so a page's script carries the tables and schemas of the domains it calls, not all eleven.
 */
export * as endpoints from './store-domains.ts';
