import { MSG, type UserRole } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import type { Invalidation } from './invalidation.ts';

export interface AuthUser {
  id: number;
  role: UserRole;
  /** the distributor's price group (null: list prices); a change of group drops the cached session (revokeUser) */
  priceGroupId: number | null;
  sessionId: number;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid session is required (401 otherwise), checked before the body is read */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: reads the session if a token is sent; a bad token is still a 401 */
    identify: (request: FastifyRequest) => Promise<void>;
    /** the session a token opens (as `identify` reads it), or null: a page request's cookie (plugins/page-render.ts) */
    sessionOf: (token: string) => Promise<AuthUser | null>;
    sessionCache: SessionCache;
  }
}

interface CachedSession {
  userId: number;
  role: UserRole;
  priceGroupId: number | null;
  sessionId: number;
  expiresAt: number;
}

/**
 * Sessions live in the database; each instance remembers a checked token for ten seconds so that catalogue
 * reads do not cost a query each. A revocation drops the entry here at once and, through `onRevoke` (the
 * invalidation bus), on every other instance; theirs arrive with `remote` set and are not told back.
 */
export class SessionCache {
  private readonly lru = new LRUCache<string, CachedSession>({ max: 10_000, ttl: 10_000 });
  private readonly listeners: ((event: Invalidation) => void)[] = [];
  /** Bumped by every revocation: a session read from the database before it is answered but not kept. */
  generation = 0;
  get = (hash: string) => this.lru.get(hash);
  set = (hash: string, s: CachedSession) => this.lru.set(hash, s);
  revoke(tokenHash: string, remote = false) {
    this.generation++;
    this.lru.delete(tokenHash);
    if (!remote) for (const listener of this.listeners) listener({ kind: 'session', tokenHash });
  }
  revokeUser(userId: number, keepHash?: string, remote = false) {
    this.generation++;
    for (const [hash, s] of this.lru.entries()) if (s.userId === userId && hash !== keepHash) this.lru.delete(hash);
    if (!remote) for (const listener of this.listeners) listener({ kind: 'user', userId, ...(keepHash ? { keepHash } : {}) });
  }
  /** Forgets every session checked so far (the invalidation connection was lost: revocations may have been missed). */
  clear() {
    this.generation++;
    this.lru.clear();
  }
  onRevoke(listener: (event: Invalidation) => void) {
    this.listeners.push(listener);
  }
}

function bearer(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The session of a token, or why it is refused: one query either way, none when `cached` and this instance
 * checked it lately. Disabling an account revokes its sessions, and its holder is told that rather than
 * that the session expired (only a token that really was theirs learns it).
 */
async function loadSession(db: Db, cache: SessionCache, token: string, cached: boolean): Promise<AuthUser | string> {
  const hash = hashToken(token);
  const seen = cached ? cache.get(hash) : undefined;
  if (seen && seen.expiresAt > Date.now()) {
    return { id: seen.userId, role: seen.role, priceGroupId: seen.priceGroupId, sessionId: seen.sessionId, tokenHash: hash };
  }
  const generation = cache.generation;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      priceGroupId: users.priceGroupId,
      status: users.status,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hash))
    .limit(1);
  if (row?.status === 'DISABLED') return MSG.accountDisabled;
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.status !== 'APPROVED') return MSG.unauthorized;
  if (cache.generation === generation)
    cache.set(hash, {
      userId: row.userId,
      role: row.role,
      priceGroupId: row.priceGroupId,
      sessionId: row.sessionId,
      expiresAt: row.expiresAt.getTime(),
    });
  return { id: row.userId, role: row.role, priceGroupId: row.priceGroupId, sessionId: row.sessionId, tokenHash: hash };
}

/**
 * `shared`: other instances may revoke sessions (PostgreSQL). Their notice arrives some milliseconds after
 * the logout's answer, so the routes that act for an account (`authenticate`) then read the session from the
 * database each time: a token logged out on one instance is refused by the next request anywhere. The
 * catalogue's reads (`identify`, which only decides whether prices are shown) keep the cache. With PGlite
 * this process makes every revocation itself, so the cache is exact for both.
 */
export default fp(async function auth(app: FastifyInstance, opts: { db: Db; cache: SessionCache; shared: boolean }) {
  const { cache } = opts;
  app.decorate('sessionCache', cache);
  app.decorateRequest('user', null);

  const check = async (request: FastifyRequest, cached: boolean) => {
    const token = bearer(request);
    if (token === undefined) return;
    const user = token ? await loadSession(opts.db, cache, token, cached) : MSG.unauthorized;
    if (typeof user === 'string') throw new AppError('unauthorized', user);
    request.user = user;
  };
  app.decorate('identify', (request: FastifyRequest) => check(request, true));
  app.decorate('sessionOf', async (token: string) => {
    const user = token ? await loadSession(opts.db, cache, token, true) : null;
    return typeof user === 'string' ? null : user;
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    await check(request, !opts.shared);
    if (!request.user) throw new AppError('unauthorized', MSG.unauthorized);
  });
});
