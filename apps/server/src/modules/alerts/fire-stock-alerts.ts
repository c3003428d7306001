/**
 * Firing the stock alerts (decision 019), shared with the writes that give stock back: a staff edit of a
 * variant or a product, a CSV import and a cancelled order call it once their transaction has committed.
 */
import { isBuyable } from '@store/contracts';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { stockAlerts, variants } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { alertRows, quantitiesOf } from './alert-rows.ts';
import { stockAlertMail } from './stock-alert-mail.ts';

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Whose alerts to look at: these colours', these products' colours', or every open one (an import). */
export type AlertScope = { variantIds: readonly number[] } | { productIds: readonly number[] } | 'all';

function scopeOf(scope: AlertScope): SQL | undefined | null {
  if (scope === 'all') return undefined;
  if ('variantIds' in scope) return scope.variantIds.length ? inArray(stockAlerts.variantId, [...scope.variantIds]) : null;
  return scope.productIds.length ? inArray(variants.productId, [...scope.productIds]) : null;
}

/**
 * Sends one e-mail per open alert in `scope` whose colour (or size) can be bought now on an active product,
 * and closes it. Each alert is claimed by the update that sets `notified_at` only where it is still null, so
 * two writes that race (or a write that runs twice) mail it once; a mail the server refuses reopens it. The
 * stock is already saved: a failure here is logged, never thrown, and the alert stays open for the next
 * write. Answers how many were claimed.
 */
export async function fireStockAlerts(deps: AlertDeps, scope: AlertScope): Promise<number> {
  const where = scopeOf(scope);
  if (where === null) return 0;
  try {
    const candidates = await alertRows(deps.db, and(isNull(stockAlerts.notifiedAt), where));
    // A disabled (or no longer approved) distributor's alert waits: it fires once the account is back.
    const ready = candidates.filter((r) => r.active && r.userStatus === 'APPROVED' && isBuyable(r, ...quantitiesOf(r)));
    if (!ready.length) return 0;
    const claimed = await deps.db
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
    const ids = new Set(claimed.map((c) => c.id));
    // A mail that cannot be sent opens its alert again, so the next write that finds stock tries once more.
    const reopen = (id: number) => () => deps.db.update(stockAlerts).set({ notifiedAt: null }).where(eq(stockAlerts.id, id));
    for (const row of ready) {
      if (ids.has(row.alertid)) deps.mailer.sendLater(stockAlertMail(row, deps.publicUrl), deps.log, reopen(row.alertid));
    }
    return ids.size;
  } catch (err) {
    deps.log.error({ err }, 'stock alerts not fired');
    return 0;
  }
}
