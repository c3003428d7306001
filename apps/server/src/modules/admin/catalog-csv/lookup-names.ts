import { CSV_LOOKUP_COLUMNS, type CsvLookupColumn } from '@store/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { lookupTable } from '../../../db/lookup-tables.ts';

/** name → id of one lookup group: exact first, then ignoring case when that is unambiguous. */
export class NameIndex {
  private readonly exact = new Map<string, number>();
  private readonly lower = new Map<string, number | null>();
  constructor(list: { id: number; name: string }[]) {
    for (const { id, name } of list) {
      this.exact.set(name, id);
      const key = name.toLocaleLowerCase('es');
      this.lower.set(key, this.lower.has(key) ? null : id);
    }
  }
  find(name: string): number | undefined {
    return this.exact.get(name) ?? this.lower.get(name.toLocaleLowerCase('es')) ?? undefined;
  }
}

export type LookupField = CsvLookupColumn['key'];
export type LookupIndexes = Record<LookupField, NameIndex>;

/**
 * Every value of each lookup group the file names (marca .. uso, color, talla), read once per plan. One after
 * another: on a transaction's one connection, queries sent at once only queue (node-postgres warns of it).
 */
export async function loadLookups(db: DbOrTx): Promise<LookupIndexes> {
  const indexes: Partial<LookupIndexes> = {};
  for (const { key, lookup } of CSV_LOOKUP_COLUMNS) {
    const table = lookupTable(lookup);
    indexes[key] = new NameIndex(await db.select({ id: table.id, name: table.name }).from(table));
  }
  return indexes as LookupIndexes;
}
