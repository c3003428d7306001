/** The real import: planned again and applied in one transaction, then the store's catalogue cache is cleared. */
import type { CsvImportSummary } from '@store/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { applyPlan } from './apply-plan.ts';
import type { ReadCsv } from './csv-format.ts';
import type { ImportPlan } from './import-plan.ts';
import { planImport } from './plan-import.ts';

/** The plan made inside the transaction found bad rows (the catalogue changed since the file was checked). */
export class RejectedPlan extends Error {
  constructor(readonly plan: ImportPlan) {
    super('rejected');
  }
}

export interface ImportHooks {
  /** rows applied so far */
  onProgress: (done: number) => void;
  /** before each step of the transaction: planning, each applied chunk */
  onStep: () => void;
  /** the last step inside the transaction: what is written here commits with the catalogue, or not at all */
  onApplied?: (tx: Tx, plan: ImportPlan) => Promise<void>;
}

/**
 * Applies a file that passed its plan. It is planned again inside the transaction, so that what it writes is
 * checked against what it reads: bad rows then throw RejectedPlan and nothing is written. The caller makes the
 * catalogue's caches stale once it is committed.
 */
export async function importCatalogue(db: Db, read: ReadCsv, hooks: ImportHooks): Promise<CsvImportSummary> {
  hooks.onStep();
  return db.transaction(async (tx) => {
    const fresh = await planImport(tx, read);
    if (fresh.errors.length) throw new RejectedPlan(fresh);
    hooks.onStep();
    await applyPlan(tx, fresh, (done) => {
      hooks.onStep();
      hooks.onProgress(done);
    });
    await hooks.onApplied?.(tx, fresh);
    return fresh.summary;
  });
}
