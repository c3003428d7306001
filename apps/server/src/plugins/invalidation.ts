/**
 * What one instance tells the others when something they may hold in memory changed (the catalogue, a
 * product's stock, a session): PostgreSQL's LISTEN/NOTIFY on one channel (decision 021). PGlite is one process
 * only, so there the bus has nobody to tell.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export type Invalidation =
  /** a catalogue write: everything cached about the catalogue is rebuilt */
  | { kind: 'catalog' }
  /** stock of these products changed (a sale, a cancel) */
  | { kind: 'products'; ids: number[] }
  /** a session logged out */
  | { kind: 'session'; tokenHash: string }
  /** every session of a user ends (a password change keeps the one that made it; a disabled account) */
  | { kind: 'user'; userId: number; keepHash?: string }
  /** every person of a company (its price group changed, it was disabled) */
  | { kind: 'company'; companyId: number };

export interface InvalidationBus {
  /** 'local': nobody else to tell (PGlite); 'listening'; 'reconnecting' after the connection dropped */
  readonly state: 'local' | 'listening' | 'reconnecting';
  /** Tells the other instances (this one has applied the change already). Never throws. */
  publish(event: Invalidation): void;
  /** What another instance changed. */
  onRemote(handler: (event: Invalidation) => void): void;
  /** The connection came back: what was missed meanwhile is unknown, so everything held is reloaded. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

const INVALIDATION_CHANNEL = 'store_invalidation';
/** NOTIFY payloads stop at 8000 bytes; a longer list of products becomes a whole-catalogue clear. */
const MAX_PAYLOAD = 7900;
/** How often the listening connection is asked a trivial query, and how long it has to answer. */
const HEARTBEAT_MS = 5000;

export function localBus(): InvalidationBus {
  return { state: 'local', publish() {}, onRemote() {}, onReconnect() {}, close: async () => {} };
}

interface Options {
  url: string;
  log: FastifyBaseLogger;
  /** sends the NOTIFY (through the pool, not the listening connection) */
  notify: (channel: string, payload: string) => Promise<unknown>;
}

/**
 * One dedicated connection LISTENs; a NOTIFY carries the sender's id so that an instance skips its own.
 * A dropped connection is retried with a growing pause (up to 5 s); once back, the reconnect handlers run.
 */
export async function postgresBus({ url, log, notify }: Options): Promise<InvalidationBus> {
  const instance = randomUUID();
  const remote: ((event: Invalidation) => void)[] = [];
  const reconnected: (() => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let state: InvalidationBus['state'] = 'reconnecting';

  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      application_name: `store-invalidation-${instance.slice(0, 8)}`,
      keepAlive: true,
      query_timeout: HEARTBEAT_MS,
    });
    c.on('notification', (message) => {
      if (!message.payload) return;
      let parsed: { from: string; event: Invalidation };
      try {
        parsed = JSON.parse(message.payload);
      } catch {
        return;
      }
      if (parsed.from === instance) return;
      for (const handler of remote) handler(parsed.event);
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    await c.connect();
    await c.query(`listen ${INVALIDATION_CHANNEL}`);
    return c;
  };

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c || closed) return;
    client = null;
    state = 'reconnecting';
    log.warn({ err }, 'invalidation connection lost: reconnecting (caches are reloaded once it is back)');
    c.end().catch(() => {});
    void retry();
  };

  const retry = async (): Promise<void> => {
    while (!closed && !client) {
      await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
      if (closed) return;
      try {
        const c = await connect();
        if (closed) {
          await c.end();
          return;
        }
        client = c;
        state = 'listening';
        retryMs = 250;
        log.info('invalidation connection restored: catalogue and sessions reloaded from the database');
        for (const handler of reconnected) handler();
      } catch (err) {
        retryMs = Math.min(retryMs * 2, 5000);
        log.warn({ err, retryMs }, 'invalidation connection still down');
      }
    }
  };

  client = await connect();
  state = 'listening';
  // A connection can die without a word (a firewall dropping it, a frozen host): a query that gets no
  // answer within the heartbeat counts as a drop, so the instance reconnects and reloads.
  const heartbeat = setInterval(() => {
    const c = client;
    c?.query('select 1').catch((err) => lost(c, err));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    get state() {
      return state;
    },
    publish(event) {
      let payload = JSON.stringify({ from: instance, event });
      if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: instance, event: { kind: 'catalog' } });
      const send = async () => {
        // A pool connection that just broke is replaced on the next try; only a database that stays away loses it.
        for (const pauseMs of [100, 500, 2000]) {
          try {
            return await notify(INVALIDATION_CHANNEL, payload);
          } catch (err) {
            log.warn({ err, event: event.kind }, 'invalidation not sent: trying again');
            await new Promise((resolve) => setTimeout(resolve, pauseMs));
          }
        }
        await notify(INVALIDATION_CHANNEL, payload);
      };
      send().catch((err) => log.error({ err, event: event.kind }, 'invalidation not sent: other instances keep what they hold'));
    },
    onRemote: (handler) => void remote.push(handler),
    onReconnect: (handler) => void reconnected.push(handler),
    async close() {
      closed = true;
      clearInterval(heartbeat);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
