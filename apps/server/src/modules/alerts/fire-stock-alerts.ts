/**
 * Firing the stock alerts (decisions 019 and 023), shared with the writes that give stock back: a staff edit
 * of a variant or a product, a cancelled order and a CSV import queue a 'stock-alerts' job in their own
 * transaction (`queueStockAlerts`); the job (routes.ts) claims the alerts and queues their e-mails (`claimStockAlerts`).
 */
import { isBuyable } from '@store/contracts';
import { and, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { stockAlerts, variants } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Queue } from '../../plugins/queue.ts';
import { alertRows, quantitiesOf } from './alert-rows.ts';
import { stockAlertMail } from './stock-alert-mail.ts';

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** Whose alerts to look at: these colours', these products' colours', or every open one (an import). */
export type AlertScope = { variantIds: readonly number[] } | { productIds: readonly number[] } | 'all';

function scopeOf(scope: AlertScope): SQL | undefined | null {
  if (scope === 'all') return undefined;
  if ('variantIds' in scope) return scope.variantIds.length ? inArray(stockAlerts.variantId, [...scope.variantIds]) : null;
  return scope.productIds.length ? inArray(variants.productId, [...scope.productIds]) : null;
}

/** A 'stock-alerts' job's data. */
export interface StockAlertJob {
  scope: AlertScope;
}

/**
 * Queues a look at `scope`'s alerts in the transaction `tx` that may have made stock buyable again: it runs
 * once that commits, and also if this process dies right after (the job is in the database with the stock).
 */
export async function queueStockAlerts(queue: Pick<Queue, 'send'>, tx: DbOrTx, scope: AlertScope) {
  if (scopeOf(scope) === null) return;
  await queue.send('stock-alerts', { scope } satisfies StockAlertJob, { tx });
}

/**
 * Claims the open alerts in `scope` whose colour (or size) can be bought now on an active product and
 * queues one e-mail for each, in one transaction: an alert is closed if and only if its e-mail is queued
 * (the queue retries it and shows the staff a final failure). The claim sets `notified_at` only where it is
 * still null, so two writes that race (or a job that runs twice) mail it once. Throws on a database error
 * (the job is retried). Answers how many were claimed.
 */
export async function claimStockAlerts(deps: AlertDeps, scope: AlertScope): Promise<number> {
  const where = scopeOf(scope);
  if (where === null) return 0;
  const candidates = await alertRows(deps.db, and(isNull(stockAlerts.notifiedAt), where));
  // A disabled (or no longer approved) distributor's alert waits: it fires once the account is back.
  const ready = candidates.filter((r) => r.active && r.userStatus === 'APPROVED' && isBuyable(r, ...quantitiesOf(r)));
  if (!ready.length) return 0;
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(
        and(
          inArray(
            stockAlerts.id,
            ready.map((r) => r.alertid),
          ),
          isNull(stockAlerts.notifiedAt),
        ),
      )
      .returning({ id: stockAlerts.id });
    const ids = new Set(rows.map((c) => c.id));
    for (const row of ready) {
      if (ids.has(row.alertid)) await deps.mailer.send(stockAlertMail(row, deps.publicUrl), { tx });
    }
    return ids.size;
  });
  deps.mailer.wake();
  return claimed;
}
