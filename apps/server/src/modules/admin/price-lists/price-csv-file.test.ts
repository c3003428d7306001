import { ADMIN_MSG, PRICE_CSV_MAX } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { PRICE_CSV_MAX_CHARS } from '@store/contracts/price-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/fixtures.ts';
import { apiPath, bearer, call, createTestStore, loginAdmin, type TestStore } from '../../../test/harness.ts';
import { expectServedMeanwhile, figures, listening, slowestWhile, upload } from '../../../test/while-busy.ts';

let store: TestStore;
let base: string;
let adminToken: string;
let listId: number;
let code: string;
beforeAll(async () => {
  store = await createTestStore();
  base = await listening(store.app);
  adminToken = await loginAdmin(store.app);
  ({ code } = await createProduct(store.database.db, { stockType: 'BOXES', priceCents: 2000, quantity: 10 }));
  const group = await call(store.app, adminEndpoints.priceGroups.create, { token: adminToken, payload: { name: 'Archivos' } });
  const list = await call(store.app, adminEndpoints.priceGroups.addList, {
    params: { id: group.json().group.groupid },
    token: adminToken,
    payload: { kind: 'PRICES' },
  });
  listId = list.json().list.listid;
});
afterAll(() => store?.close());

const sendCsv = (csv: string) =>
  upload(
    `${base}${apiPath(adminEndpoints.priceLists.importPrices, { id: listId })}`,
    { ...bearer(adminToken), 'content-type': 'application/json' },
    Buffer.from(JSON.stringify({ csv })),
    'PUT',
  );

describe('a price list file', () => {
  it('of 20 MB is refused at the body cap, naming the price list’s own limit, while the catalogue is served', async () => {
    const busy = await slowestWhile(
      `${base}${apiPath(endpoints.catalog.storeFront)}`,
      sendCsv(`codigo,precio\n${`${code},15.50\n`.repeat(1_300_000)}`),
    );
    console.info('20 MB price list', figures(busy));
    expect([busy.result.status, busy.result.body.msg]).toEqual([413, ADMIN_MSG.priceCsvTooLong]);
    expectServedMeanwhile(busy);
  });

  it('at its longest text (past the API’s 1 MB body limit) is read, refused at the cap, while the catalogue is served', async () => {
    const line = `${code},15.50\n`;
    const header = 'codigo,precio\n';
    const longest = header + line.repeat(Math.floor((PRICE_CSV_MAX_CHARS - header.length) / line.length));
    expect(longest.length).toBeGreaterThan(PRICE_CSV_MAX_CHARS - line.length);
    const busy = await slowestWhile(`${base}${apiPath(endpoints.catalog.storeFront)}`, sendCsv(longest));
    console.info('longest price list text', figures(busy));
    expect([busy.result.status, busy.result.body.msg]).toEqual([400, ADMIN_MSG.priceCsvTooLong]);
    expectServedMeanwhile(busy);
    // one character more is the schema's refusal, in the same words
    const over = await sendCsv(`${longest}${'x'.repeat(PRICE_CSV_MAX_CHARS + 1 - longest.length)}`);
    expect([over.status, over.body.msg]).toEqual([400, ADMIN_MSG.priceCsvTooLong]);
  });

  it('past PRICE_CSV_MAX prices is a 400 naming the cap, read no further; within it, it is saved', async () => {
    const long = await sendCsv(`codigo,precio\n${`${code},15.50\n`.repeat(PRICE_CSV_MAX + 1)}`);
    expect([long.status, long.body.msg]).toEqual([400, ADMIN_MSG.priceCsvTooLong]);
    const ok = await sendCsv(`codigo;precio\n${code};12,40\n`);
    expect([ok.status, ok.body.msg]).toEqual([200, ADMIN_MSG.priceListPricesSaved(1)]);
  });
});
