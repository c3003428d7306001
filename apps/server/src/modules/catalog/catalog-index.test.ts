import path from 'node:path';
import { storeFrontQuery } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../db/seed/large.ts';
import { all, createTestStore, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
  // Enough products for a common fragment to need hundreds of text tests (the searches the index remembers).
  await seedLarge(store.database.db, { products: 700, variantsPerProduct: 2, mediaDir: path.join(store.dataDir, 'media') });
});
afterAll(() => store?.close());

/** What the database says a search finds for one mode: every id, newest first. */
async function expected(term: string, preventa: boolean) {
  const rows = await all<{ productid: number }>(
    store,
    sql`select productid from products where active and preventa = ${preventa} and search_text like ${`%${term}%`} order by productid desc`,
  );
  return rows.map((r) => Number(r.productid));
}

/** The catalogue's commonest word of six letters or more: its fragments are the costly searches. */
async function commonestWord() {
  const [{ word }] = await all<{ word: string }>(
    store,
    sql`select w as word from products, regexp_split_to_table(search_text, ' ') w where length(w) >= 6 group by w order by count(*) desc limit 1`,
  );
  return word;
}

const ask = (search: string, preventa: boolean, page = 1, size = 20) =>
  store.app.catalogIndex.query(storeFrontQuery.parse({ search, preventa: String(preventa), page: String(page), size: String(size) }));

describe('the in-memory index against the database', () => {
  it('finds the same products and totals for short, common, long and two-letter fragments, in both modes and on any page', async () => {
    // Three letters (one exact trigram list), longer fragments (text tests, remembered), two letters (every text).
    const word = await commonestWord();
    const terms = [word.slice(0, 3), word.slice(0, 4), word.slice(0, 5), word, word.slice(1, 3), 'zz9'];
    expect((await expected(word.slice(0, 5), false)).length).toBeGreaterThan(256);
    for (const term of terms)
      for (const preventa of [false, true]) {
        const ids = await expected(term, preventa);
        const pages = Math.max(1, Math.ceil(ids.length / 20));
        // Asked twice: the second answer may come from the remembered matches.
        for (const page of [1, 2, pages])
          for (let time = 0; time < 2; time++)
            expect(await ask(term, preventa, page), `${term} ${preventa} p${page}`).toEqual({
              ids: ids.slice((page - 1) * 20, page * 20),
              total: ids.length,
            });
      }
  });

  it('forgets a remembered search when the catalogue changes', async () => {
    const word = await commonestWord();
    const term = word.slice(0, 5);
    const before = await ask(term, false);
    const [newest] = before.ids;
    await store.database.db.execute(sql`update products set active = false where productid = ${newest}`);
    // A catalogue write clears the cache, which drops the index's snapshot and what it remembered.
    store.app.catalogCache.clear();
    const after = await ask(term, false);
    expect(after.total).toBe(before.total - 1);
    expect(after.ids).toEqual((await expected(term, false)).slice(0, 20));
    expect(after.ids).not.toContain(newest);
  });
});
