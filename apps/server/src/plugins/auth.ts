import { AsyncLocalStorage } from 'node:async_hooks';
import { type CompanyRole, MSG, type UserRole } from '@store/contracts';
import { greetingName } from '@store/contracts/page-render';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { companies, sessions, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import type { Invalidation } from './invalidation.ts';

export interface AuthUser {
  id: number;
  role: UserRole;
  /** the company a distributor's person acts for (docs/product.md §28); null for the staff */
  companyId: number | null;
  companyRole: CompanyRole | null;
  /** the company's price group (null: list prices); a change of group drops the cached sessions (revokeUser) */
  priceGroupId: number | null;
  sessionId: number;
  tokenHash: string;
}

/** Who a page cookie selects (decision 033): the session's audience and the name its pages greet. */
export interface PageReader extends AuthUser {
  name: string;
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
    /** the session a page cookie selects, or null (plugins/page-render.ts); the cookie opens no API route */
    pageReaderOf: (pageToken: string) => Promise<PageReader | null>;
    /**
     * Runs `work` (the page renderer's in-process API calls) as the page's reader: a GET without an
     * Authorization header made inside it is read as that session's. Nothing outside the call can enter it.
     */
    readAs: <T>(reader: AuthUser, work: () => Promise<T>) => Promise<T>;
    sessionCache: SessionCache;
  }
}

interface CachedSession {
  userId: number;
  role: UserRole;
  companyId: number | null;
  companyRole: CompanyRole | null;
  priceGroupId: number | null;
  sessionId: number;
  expiresAt: number;
  /** kept for a page cookie's entry only */
  name?: string;
}

/** The cache's key of a page cookie: never a bearer's (a page token sent as a bearer must find nothing). */
export const pageCacheKey = (pageTokenHash: string) => `page:${pageTokenHash}`;

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
  /** Forgets the sessions of every person of a company, here and on the other instances. */
  revokeCompany(companyId: number, remote = false) {
    this.generation++;
    for (const [hash, s] of this.lru.entries()) if (s.companyId === companyId) this.lru.delete(hash);
    if (!remote) for (const listener of this.listeners) listener({ kind: 'company', companyId });
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
async function loadSession(
  db: Db,
  cache: SessionCache,
  token: string,
  cached: boolean,
  by: 'bearer' | 'page' = 'bearer',
): Promise<PageReader | string> {
  const hash = hashToken(token);
  // A page token is looked up by its own column and kept under its own key: as a bearer it finds no session.
  const key = by === 'page' ? pageCacheKey(hash) : hash;
  const found = (s: CachedSession): PageReader => ({
    id: s.userId,
    role: s.role,
    companyId: s.companyId,
    companyRole: s.companyRole,
    priceGroupId: s.priceGroupId,
    sessionId: s.sessionId,
    tokenHash: key,
    name: s.name ?? '',
  });
  const seen = cached ? cache.get(key) : undefined;
  if (seen && seen.expiresAt > Date.now()) return found(seen);
  const generation = cache.generation;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      companyId: users.companyId,
      companyRole: users.companyRole,
      priceGroupId: companies.priceGroupId,
      status: users.status,
      companyStatus: companies.status,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      companyName: companies.companyName,
      name: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(by === 'page' ? sessions.pageTokenHash : sessions.tokenHash, hash))
    .limit(1);
  // A person removed from their company, or a disabled company (all of its people), is told so.
  if (row?.status === 'DISABLED' || row?.companyStatus === 'DISABLED') return MSG.accountDisabled;
  const approved = row?.status === 'APPROVED' && (row.companyId === null || row.companyStatus === 'APPROVED');
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || !approved) return MSG.unauthorized;
  const session: CachedSession = {
    userId: row.userId,
    role: row.role,
    companyId: row.companyId,
    companyRole: row.companyRole,
    priceGroupId: row.priceGroupId,
    sessionId: row.sessionId,
    expiresAt: row.expiresAt.getTime(),
    ...(by === 'page' && { name: greetingName({ company_name: row.companyName, name: row.name }) }),
  };
  if (cache.generation === generation) cache.set(key, session);
  return found(session);
}

/**
 * `shared`: other instances may revoke sessions (PostgreSQL). Their notice arrives some milliseconds after
 * the logout's answer, so the routes that act for an account (`authenticate`) then read the session from the
 * database each time: a token logged out on one instance is refused by the next request anywhere. The
 * catalogue's reads (`identify`, which only decides whether prices are shown) keep the cache. With PGlite
 * this process makes every revocation itself, so the cache is exact for both.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    const cache = app.sessionCache;
    const db = app.db;
    const shared = app.database.kind === 'postgres';
    app.decorateRequest('user', null);

    const pageReader = new AsyncLocalStorage<AuthUser>();
    const check = async (request: FastifyRequest, cached: boolean) => {
      const token = bearer(request);
      if (token === undefined) {
        // Only the renderer's own calls run inside `readAs`; a request from the network starts outside it.
        const reader = pageReader.getStore();
        if (reader && request.method === 'GET') request.user = reader;
        return;
      }
      const user = token ? await loadSession(db, cache, token, cached) : MSG.unauthorized;
      if (typeof user === 'string') throw new AppError('unauthorized', user);
      request.user = user;
    };
    app.decorate('identify', (request: FastifyRequest) => check(request, true));
    app.decorate('pageReaderOf', async (pageToken: string) => {
      const reader = pageToken ? await loadSession(db, cache, pageToken, true, 'page') : null;
      return typeof reader === 'string' ? null : reader;
    });
    // Awaited inside the run: app.inject answers a lazy thenable that dispatches only when awaited.
    app.decorate('readAs', <T>(reader: AuthUser, work: () => Promise<T>) => pageReader.run(reader, async () => await work()));
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await check(request, !shared);
      if (!request.user) throw new AppError('unauthorized', MSG.unauthorized);
    });
  },
  { name: 'auth', dependencies: ['caches'] },
);
