/**
 * On PostgreSQL (TEST_DATABASE_URL; PGlite has one in-process connection and nothing to prepare), a repeated
 * parameterised statement is prepared once on its connection, with the same answers, and no connection keeps
 * more than PREPARED_PER_CONNECTION of them.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../test/harness.ts';
import { type Database, openDatabase, type Tx } from './client.ts';
import { PREPARED_PER_CONNECTION } from './prepared-statements.ts';
import { sizes } from './schema.ts';

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('prepared statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshPostgres(base as string);
    drop = fresh.drop;
    database = await openDatabase({ url: fresh.url });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  // Each test runs in a transaction: every statement of it on one connection, whose prepared statements are read.
  const preparedTexts = async (tx: Tx) =>
    (await tx.execute(sql`select statement from pg_prepared_statements`)).rows.map((r) => r.statement as string);

  it('prepares a statement with parameters once and answers as before', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(sizes).values([{ name: '38' }, { name: '39' }]);
      const byName = (name: string) => tx.select({ name: sizes.name }).from(sizes).where(eq(sizes.name, name));
      expect(await byName('38')).toEqual([{ name: '38' }]);
      expect(await byName('39')).toEqual([{ name: '39' }]);
      expect(await byName('40')).toEqual([]);
      const texts = await preparedTexts(tx);
      expect(texts.filter((t) => t.includes('from "sizes" where "sizes"."name" = $1'))).toHaveLength(1);
      // a statement without parameters is not prepared (it may hold several)
      await tx.execute(sql`select 1 as one`);
      expect((await preparedTexts(tx)).some((t) => t.includes('select 1 as one'))).toBe(false);
    });
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} on a connection, and the others still answer`, async () => {
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= PREPARED_PER_CONNECTION + 20; n++) {
        const { rows } = await tx.execute(sql`select ${n}::int + ${sql.raw(String(n))} as twice`);
        expect(rows).toEqual([{ twice: 2 * n }]);
      }
      expect(await preparedTexts(tx)).toHaveLength(PREPARED_PER_CONNECTION);
    });
  });
});
