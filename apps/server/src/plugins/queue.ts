/**
 * The durable job queue (decision 023): pg-boss on the store's own database, PostgreSQL or PGlite alike,
 * for the work that must not be lost with a process: e-mails, catalogue imports, stock alerts, electronic invoices.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';

export type JobName = 'mail' | 'catalog-import' | 'stock-alerts' | 'e-invoice' | 'order-approval';

export interface SendOptions extends Omit<PgBoss.SendOptions, 'db'> {
  /** written in this transaction: the job exists if and only if what caused it was committed */
  tx?: DbOrTx;
}

/** A job that failed for good: its retries are spent (or the error was final). */
export interface FailedJob<T = object> {
  id: string;
  data: T;
  createdOn: Date;
  failedOn: Date;
  /** attempts made, the first one included */
  attempts: number;
  /** the last error's message */
  error: string;
}

export interface Queue {
  readonly boss: PgBoss;
  /** false (JOB_WORKERS=0): this instance only writes jobs; `work` runs nothing here */
  readonly runsJobs: boolean;
  send(name: JobName, data: object, options?: SendOptions): Promise<string | null>;
  /** Writes several jobs of one queue in one statement, with the queue's own settings (in `tx` when given). */
  sendAll(name: JobName, data: object[], options?: { tx?: DbOrTx }): Promise<void>;
  /** Runs `handler` for each job of `name` on this instance; a throw retries the job as its queue says. */
  work<T extends object>(name: JobName, options: PgBoss.WorkOptions, handler: (job: PgBoss.Job<T>) => Promise<unknown>): Promise<void>;
  /**
   * Wakes this instance's workers of the queues written to inside transactions since the last call: call it
   * once those transactions have committed (app.ts does after each answer), so a job does not wait a poll.
   */
  wakePending(): void;
  /** Makes the running job's failure final: no retry will change it (a mail server's permanent refusal). */
  finalAttempt(name: JobName, id: string): Promise<void>;
  /** The failed jobs of `name`, the latest failure first (kept 30 days, then archived). */
  failed<T extends object>(name: JobName, limit?: number): Promise<FailedJob<T>[]>;
  failedCount(name: JobName): Promise<number>;
  /** Gives a failed job one more attempt, at once; false when it is not (any more) a failed job of `name`. */
  retryFailed(name: JobName, id: string): Promise<boolean>;
  /** Jobs of these queues that can run now or are running (a retry waiting for its pause is not counted). */
  due(names: readonly JobName[]): Promise<number>;
  /** Jobs waiting or being retried per queue. */
  depth(): Promise<Record<JobName, number>>;
  ping(): Promise<void>;
  /** Stops fetching, waits for the running jobs (up to `timeoutMs`), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface QueueOptions {
  /** JOB_WORKERS: whether this instance runs jobs or only writes them */
  workers: boolean;
  /** the mail queue's retries: how many after the first attempt, and the first pause (it doubles each time) */
  mailRetry: { limit: number; delaySeconds: number };
  /** an electronic document's first pause before the SRI is asked again (it doubles each time); 30 s unless set */
  invoiceRetryDelaySeconds?: number;
  /** SRI_TIMEOUT_MS: a step of the e-invoice job makes at most three calls to the SRI, so it expires soon after them */
  invoiceTimeoutMs?: number;
}

/** Runs pg-boss's SQL ($1… parameters) inside a Drizzle transaction, so a job is written with what caused it. */
function transactionExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      // Drizzle leaves an undefined value out of the query: pg-boss's unset options must be sent as null.
      const chunks: SQL[] = parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Each queue's policy. An e-mail is retried with a pause that doubles (15 s, 30 s, … about two hours in all
 * by default), then kept as failed for the staff; one that is active on an instance that died is taken
 * back after two minutes (SMTP's own timeouts end a send well before).
 */
function policies({ mailRetry, invoiceRetryDelaySeconds = 30, invoiceTimeoutMs = 20_000 }: QueueOptions): Record<JobName, PgBoss.Queue> {
  return {
    mail: {
      name: 'mail',
      retryLimit: mailRetry.limit,
      retryDelay: mailRetry.delaySeconds,
      // pg-boss pauses at least 1 s with a backoff: a delay of 0 (the tests) means a retry at once.
      retryBackoff: mailRetry.delaySeconds > 0,
      expireInSeconds: 120,
      retentionDays: 30,
    },
    'catalog-import': { name: 'catalog-import', retryLimit: 0, expireInHours: 1, retentionDays: 7 },
    'stock-alerts': { name: 'stock-alerts', retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
    // An order over a buyer's limit still waiting after ORDER_APPROVAL_HOURS is canceled: sent with its start delayed.
    'order-approval': { name: 'order-approval', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, retentionDays: 7 },
    // A document the SRI has not answered for is asked again with a doubling pause (30 s … about a day in all);
    // once the retries are spent it stays in its state, where the back office's «Reintentar» takes it again. A step
    // left active by a process that died is taken again once it expires: soon after its calls could have ended.
    'e-invoice': {
      name: 'e-invoice',
      retryLimit: 12,
      retryDelay: invoiceRetryDelaySeconds,
      retryBackoff: invoiceRetryDelaySeconds > 0,
      expireInSeconds: Math.ceil((3 * invoiceTimeoutMs) / 1000) + 30,
      retentionDays: 30,
    },
  };
}

/** A failed job stays in the job table (where the back office lists failed e-mails) this long before it is archived. */
const FAILED_KEPT_SECONDS = 30 * 24 * 3600;

/**
 * What a query after stop() answers: no row, or for a command pg-boss reads a count from (a job completed or
 * failed by a handler that outlived the stop, which pg-boss does not await) a count of none. The job stays
 * active in the database and is taken again once it expires, as after a crash.
 */
const nothingDone = (text: string) => (/select count\(\*\) from results\s*$/i.test(text) ? { rows: [{ count: 0 }] } : { rows: [] });

export async function createQueue(database: Database, log: FastifyBaseLogger, options: QueueOptions): Promise<Queue> {
  // pg-boss marks a job done without awaiting it (and a fetch may be under way when it stops): stop() waits
  // for these before the database may close, or a late query would hit a closed pool.
  // Once stopped, pg-boss's stragglers (a fetch under way) answer nothing instead of reaching a database
  // that may be closed; see also work().
  let running = 0;
  let stopping: Promise<void> | undefined;
  let stopped = false;
  const boss = new PgBoss({
    db: {
      async executeSql(text, values) {
        if (stopped) return nothingDone(text);
        running++;
        try {
          return await database.executeSql(text, values);
        } finally {
          running--;
        }
      },
    },
    schedule: false,
    supervise: true,
    // Expiring a job left active by a dead process waits for maintenance: every 30 s (pg-boss's default is 120 s),
    // so a killed e-mail or e-invoice step is taken again within a minute of its expiry.
    maintenanceIntervalSeconds: 30,
    migrate: true,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const queues = policies(options);
  for (const queue of Object.values(queues)) {
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
    else await boss.createQueue(queue.name, queue);
  }
  const workers = new Map<JobName, string[]>();
  const wake = (name: JobName) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };
  const written = new Set<JobName>();
  // A job written in a transaction is not visible to a worker before it commits: woken by wakePending() after that.
  const wrote = (name: JobName, tx: DbOrTx | undefined) => (tx ? written.add(name) : wake(name));
  return {
    boss,
    runsJobs: options.workers,
    async send(name, data, { tx, ...sendOptions } = {}) {
      const id = await boss.send(name, data, { ...sendOptions, ...(tx ? { db: transactionExecutor(tx) } : {}) });
      wrote(name, tx);
      return id;
    },
    async sendAll(name, data, { tx } = {}) {
      await boss.insert(
        data.map((d) => ({ name, data: d })),
        tx ? { db: transactionExecutor(tx) } : {},
      );
      wrote(name, tx);
    },
    async work(name, workOptions, handler) {
      if (!options.workers) return;
      let id = '';
      id = await boss.work(name, { batchSize: 1, ...workOptions }, async ([job]) => {
        let outcome: { value: unknown } | { error: unknown };
        try {
          outcome = { value: await handler(job as never) };
        } catch (error) {
          outcome = { error };
        }
        // Ended after stop() gave up on it: pg-boss would mark the job (without awaiting, on a database that
        // may be closed by now). It is left as it is, to be taken again when it expires.
        if (stopped) return new Promise(() => {});
        // pg-boss sleeps a whole poll after each job; the next one waiting is fetched at once instead.
        boss.notifyWorker(id);
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
      });
      workers.set(name, [...(workers.get(name) ?? []), id]);
    },
    wakePending() {
      // Called after every answer: a Set's clear() allocates a new table even when it is empty.
      if (!written.size) return;
      for (const name of written) wake(name);
      written.clear();
    },
    async finalAttempt(name, id) {
      await database.executeSql('update pgboss.job set retry_limit = retry_count where name = $1 and id = $2', [name, id]);
    },
    async failed<T extends object>(name: JobName, limit = 200) {
      const { rows } = await database.executeSql(
        `select id, data, created_on, completed_on, retry_count, output->>'message' as error
           from pgboss.job where name = $1 and state = 'failed' order by completed_on desc, id limit $2`,
        [name, limit],
      );
      return rows.map((r) => ({
        id: String(r.id),
        data: r.data as T,
        createdOn: new Date(r.created_on),
        failedOn: new Date(r.completed_on),
        attempts: Number(r.retry_count) + 1,
        error: String(r.error ?? ''),
      }));
    },
    async failedCount(name) {
      const { rows } = await database.executeSql(`select count(*)::int as n from pgboss.job where name = $1 and state = 'failed'`, [name]);
      return Number(rows[0].n);
    },
    async retryFailed(name, id) {
      // pg-boss's own retry() keeps the old completed_on, by which maintenance may archive the job before it runs.
      const { rows } = await database.executeSql(
        `update pgboss.job set state = 'retry', retry_limit = retry_count + 1, start_after = now(), completed_on = null
           where name = $1 and id = $2 and state = 'failed' returning id`,
        [name, id],
      );
      wake(name);
      return rows.length === 1;
    },
    async due(names) {
      for (const name of names) wake(name);
      const { rows } = await database.executeSql(
        `select count(*)::int as n from pgboss.job where name = any($1::text[])
           and (state = 'active' or (state < 'active' and start_after <= now()))`,
        [names],
      );
      return Number(rows[0].n);
    },
    async depth() {
      const sizes = await Promise.all(
        (Object.keys(queues) as JobName[]).map(async (name) => [name, await boss.getQueueSize(name)] as const),
      );
      return Object.fromEntries(sizes) as Record<JobName, number>;
    },
    ping: async () => {
      await database.executeSql('select 1 from pgboss.version');
    },
    // Once: the mailer stops the queue before its SMTP connection closes, and the queue's own close asks again.
    stop(timeoutMs = 10_000) {
      stopping ??= (async () => {
        const until = Date.now() + timeoutMs;
        await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
        while (running > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
        stopped = true;
      })();
      return stopping;
    },
  };
}
