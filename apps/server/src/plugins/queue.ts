/**
 * The durable job queue (decision 023): pg-boss on the store's own database, PostgreSQL or PGlite alike,
 * for the work that must not be lost with a process: e-mails, catalogue imports, stock alerts.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';

export type JobName = 'mail' | 'catalog-import' | 'stock-alerts';

export interface SendOptions extends Omit<PgBoss.SendOptions, 'db'> {
  /** written in this transaction: the job exists if and only if what caused it was committed */
  tx?: DbOrTx;
}

export interface Queue {
  readonly boss: PgBoss;
  send(name: JobName, data: object, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name` on this instance; a throw retries the job as its queue says. */
  work<T extends object>(name: JobName, options: PgBoss.WorkOptions, handler: (job: PgBoss.Job<T>) => Promise<unknown>): Promise<void>;
  /** Jobs waiting or being retried per queue. */
  depth(): Promise<Record<JobName, number>>;
  ping(): Promise<void>;
  /** Stops fetching, waits for the running jobs (up to `timeoutMs`), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Runs pg-boss's SQL ($1… parameters) inside a Drizzle transaction, so a job is written with what caused it. */
export function transactionExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** Each queue's retry policy: e-mails are retried with a growing pause for about an hour, then kept as failed. */
const QUEUES: Record<JobName, PgBoss.Queue> = {
  mail: { name: 'mail', retryLimit: 8, retryDelay: 15, retryBackoff: true, retentionDays: 30 },
  'catalog-import': { name: 'catalog-import', retryLimit: 0, expireInHours: 1, retentionDays: 7 },
  'stock-alerts': { name: 'stock-alerts', retryLimit: 5, retryDelay: 10, retryBackoff: true },
};

export async function createQueue(database: Database, log: FastifyBaseLogger): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
    else await boss.createQueue(queue.name, queue);
  }
  return {
    boss,
    send: (name, data, { tx, ...options } = {}) => boss.send(name, data, { ...options, ...(tx ? { db: transactionExecutor(tx) } : {}) }),
    async work(name, options, handler) {
      await boss.work(name, { batchSize: 1, ...options }, async ([job]) => handler(job as never));
    },
    async depth() {
      const sizes = await Promise.all(
        (Object.keys(QUEUES) as JobName[]).map(async (name) => [name, await boss.getQueueSize(name)] as const),
      );
      return Object.fromEntries(sizes) as Record<JobName, number>;
    },
    ping: async () => {
      await database.executeSql('select 1 from pgboss.version');
    },
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs }),
  };
}
