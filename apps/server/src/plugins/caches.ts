/**
 * The caches a change makes stale, in one place: the catalogue's cached answers and the sessions, here and, through
 * the invalidation bus, on every other instance. `app.invalidate` is what route()'s `invalidates` option calls.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheChange } from '../lib/route.ts';
import { SessionCache } from './auth.ts';
import { CatalogCache } from './catalog-cache.ts';

export const cachesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, invalidation } = app;
    const catalogCache = new CatalogCache(config.catalogCacheTtlMs, config.catalogCacheMb);
    const sessionCache = new SessionCache();
    sessionCache.onRevoke((event) => invalidation.publish(event));
    catalogCache.onChange((event, remote) => remote || invalidation.publish(event));
    invalidation.onRemote((event) => {
      if (event.kind === 'catalog') catalogCache.clear(true);
      else if (event.kind === 'products') catalogCache.forgetProducts(event.ids, true);
      else if (event.kind === 'session') sessionCache.revoke(event.tokenHash, true);
      else if (event.kind === 'company') sessionCache.revokeCompany(event.companyId, true);
      else sessionCache.revokeUser(event.userId, event.keepHash, true);
    });
    // Whatever was said while the bus was away is unknown: everything is read again.
    invalidation.onReconnect(() => {
      catalogCache.clear(true);
      sessionCache.clear();
    });
    app.decorate('catalogCache', catalogCache);
    app.decorate('sessionCache', sessionCache);
    app.decorate('invalidate', (change: CacheChange) =>
      change.kind === 'catalog' ? catalogCache.clear() : catalogCache.forgetProducts(change.ids),
    );
  },
  { name: 'caches', dependencies: ['invalidation'] },
);
