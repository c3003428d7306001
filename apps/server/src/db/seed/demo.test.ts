import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cantonsOf, discountedCents, isValidCedula, isValidRuc } from '@store/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.ts';
import { productSearchText } from '../../lib/search-text.ts';
import { type Database, openDatabase } from '../client.ts';
import { cedulaWithCheck, companyRuc, DEMO_ACCOUNTS } from './accounts.ts';
import { LOOKUP_VALUES } from './catalogue-words.ts';
import { seedDemo } from './demo.ts';
import { seedLarge } from './large.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { SILHOUETTES } from './product-svg.ts';
import { createRng } from './random.ts';
import { isDatabaseEmpty } from './write-rows.ts';

type Row = Record<string, unknown>;
const rowsOf = async (database: Database, query: SQL) => (await database.db.execute(query)).rows as Row[];
const one = async (database: Database, query: SQL) => (await rowsOf(database, query))[0];
const num = async (database: Database, query: SQL) => Number(Object.values(await one(database, query))[0]);

const dirs: string[] = [];
async function tempDirs() {
  const root = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
  dirs.push(root);
  return { root, mediaDir: path.join(root, 'media'), uploadsDir: path.join(root, 'uploads') };
}

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('check digits', () => {
  it('builds valid cédulas and company RUCs', () => {
    const rng = createRng(7);
    for (let i = 0; i < 200; i++) {
      const province = String(rng.int(1, 24)).padStart(2, '0');
      const nine = `${province}${rng.int(0, 5)}${String(rng.int(0, 999_999)).padStart(6, '0')}`;
      const cedula = cedulaWithCheck(nine);
      expect(isValidCedula(cedula)).toBe(true);
      expect(isValidRuc(`${cedula}001`)).toBe(true);
      const ruc = companyRuc(`${province}9${String(rng.int(0, 99_999)).padStart(5, '0')}`);
      expect(ruc).toHaveLength(13);
      expect(isValidRuc(ruc)).toBe(true);
    }
  });

  it('writes a well-formed PDF (xref offsets point at the objects)', () => {
    const pdf = minimalPdf(['RUC / Cédula / Referencia bancaria – documento de prueba']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, o] of offsets.entries()) expect(pdf.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true);
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamStart + length, streamStart + length + 'endstream'.length)).toBe('endstream');
  });
});

describe('seedDemo', () => {
  let a: Database;
  let b: Database;
  let paths: Awaited<ReturnType<typeof tempDirs>>;

  beforeAll(async () => {
    paths = await tempDirs();
    const other = await tempDirs();
    [a, b] = await Promise.all([openDatabase({ pgliteDir: 'memory://' }), openDatabase({ pgliteDir: 'memory://' })]);
    expect(await isDatabaseEmpty(a.db)).toBe(true);
    await seedDemo(a.db, paths);
    await seedDemo(b.db, other);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('fills brands, lookups and the catalogue', async () => {
    expect(await isDatabaseEmpty(a.db)).toBe(false);
    expect(await num(a, sql`select count(*) from brands`)).toBeGreaterThanOrEqual(10);
    expect(await num(a, sql`select count(*) from colors`)).toBe(14);
    expect(await num(a, sql`select count(*) from sizes`)).toBe(12);
    const products = await num(a, sql`select count(*) from products`);
    expect(products).toBeGreaterThanOrEqual(200);
    const types = await rowsOf(a, sql`select stocktype, count(*)::int as n from products group by stocktype order by stocktype`);
    expect(types.map((t) => t.stocktype)).toEqual(['BOXES', 'SIZES', 'UNITS']);
    for (const t of types) expect(Number(t.n)).toBeGreaterThan(products / 4);
    // balls and accessories are never sold by size
    expect(
      await num(
        a,
        sql`select count(*) from products p join categories c using (categoryid) where c.name in ('Balones', 'Accesorios deportivos') and p.stocktype = 'SIZES'`,
      ),
    ).toBe(0);
    // every lookup value is used by some product
    for (const [table, id, list] of [
      ['categories', 'categoryid', LOOKUP_VALUES.categories],
      ['genders', 'genderid', LOOKUP_VALUES.genders],
      ['materials', 'materialid', LOOKUP_VALUES.materials],
      ['types', 'typeid', LOOKUP_VALUES.types],
      ['technologies', 'technologyid', LOOKUP_VALUES.technologies],
      ['uses', 'useid', LOOKUP_VALUES.uses],
    ] as const) {
      expect(await num(a, sql.raw(`select count(distinct ${id}) from products`)), table).toBe(list.length);
    }
    expect(await num(a, sql`select count(distinct brandid) from products`)).toBe(await num(a, sql`select count(*) from brands`));
  });

  it('gives every product 2–6 variants of distinct colours with unique codes and sane prices', async () => {
    const [range] = await rowsOf(
      a,
      sql`select min(n)::int as lo, max(n)::int as hi, count(*) filter (where n <> c)::int as repeated from (select count(*) as n, count(distinct colorid) as c from product_variants group by productid) x`,
    );
    expect(range).toEqual({ lo: 2, hi: 6, repeated: 0 });
    expect(await num(a, sql`select count(distinct productid) from product_variants`)).toBe(
      await num(a, sql`select count(*) from products`),
    );
    expect(await num(a, sql`select count(*) - count(distinct code) from product_variants`)).toBe(0);
    expect(await num(a, sql`select count(*) from product_variants where price_cents < 990 or price_cents > 8990`)).toBe(0);
    // one price and one discount per product
    expect(
      await num(
        a,
        sql`select count(*) from (select productid from product_variants group by productid having count(distinct price_cents) > 1 or count(distinct discount_percent) > 1) x`,
      ),
    ).toBe(0);
  });

  it('discounts about one product in six, with the allowed percentages', async () => {
    const share = await num(
      a,
      sql`select avg(case when d > 0 then 1.0 else 0 end) from (select productid, max(discount_percent) as d from product_variants group by productid) x`,
    );
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.25);
    const values = (await rowsOf(a, sql`select distinct discount_percent as d from product_variants where discount_percent > 0`)).map((r) =>
      Number(r.d),
    );
    for (const v of values) expect([5, 10, 15, 20, 25, 30, 40]).toContain(v);
  });

  it('has 1–4 pictures per variant whose files exist', async () => {
    const [range] = await rowsOf(
      a,
      sql`select min(n)::int as lo, max(n)::int as hi from (select v.prodvarid, count(m.mediaid) as n from product_variants v left join product_media m using (prodvarid) group by v.prodvarid) x`,
    );
    expect(range).toEqual({ lo: 1, hi: 4 });
    const urls = (
      await rowsOf(
        a,
        sql`select url from product_media union select logo_url from brands union select url from banners union select url from brand_publicity`,
      )
    ).map((r) => String(r.url));
    for (const url of urls) {
      expect(url.startsWith('/media/')).toBe(true);
      expect(existsSync(path.join(paths.mediaDir, url.slice('/media/'.length))), url).toBe(true);
    }
    // the pool is shared and small: every product picture below 3 KB
    const files = await readdir(path.join(paths.mediaDir, 'products'));
    expect(files.length).toBeGreaterThanOrEqual(SILHOUETTES.length * 14 * 4);
    for (const f of files) expect((await stat(path.join(paths.mediaDir, 'products', f))).size, f).toBeLessThan(3 * 1024);
    // a variant's pictures are in its colour
    const mismatched = await num(
      a,
      sql`select count(*) from product_media m join product_variants v using (prodvarid) join colors c using (colorid) where position(lower(substr(c.hexcode, 2)) in m.url) = 0`,
    );
    expect(mismatched).toBe(0);
  });

  it('has stock rows per size for SIZES products, one row otherwise, and some low or empty variants', async () => {
    expect(
      await num(
        a,
        sql`select count(*) from stock s join product_variants v using (prodvarid) join products p using (productid) where p.stocktype <> 'SIZES' and s.sizeid is not null`,
      ),
    ).toBe(0);
    expect(
      await num(
        a,
        sql`select count(*) from (select v.prodvarid from product_variants v join products p using (productid) left join stock s using (prodvarid) where p.stocktype <> 'SIZES' group by v.prodvarid having count(s.stockid) <> 1) x`,
      ),
    ).toBe(0);
    const perSize = await rowsOf(
      a,
      sql`select min(n)::int as lo, max(n)::int as hi, count(*)::int as variants from (select v.prodvarid, count(s.sizeid) as n from product_variants v join products p using (productid) left join stock s using (prodvarid) where p.stocktype = 'SIZES' group by v.prodvarid) x`,
    );
    expect(perSize[0].lo).toBeGreaterThanOrEqual(5);
    expect(perSize[0].hi).toBeLessThanOrEqual(12);
    expect(
      await num(
        a,
        sql`select count(*) from stock where sizeid is null and prodvarid in (select prodvarid from product_variants join products using (productid) where stocktype = 'SIZES')`,
      ),
    ).toBe(0);

    // In pairs (or units): a box counts its pairs.
    const totals = await rowsOf(
      a,
      sql`select s.prodvarid, sum(s.quantity * case when p.stocktype = 'BOXES' then p.units_per_box else 1 end)::int as q
          from stock s join product_variants v using (prodvarid) join products p using (productid) group by s.prodvarid`,
    );
    const q = totals.map((t) => Number(t.q));
    expect(q.filter((x) => x === 0).length).toBeGreaterThan(5);
    expect(q.filter((x) => x >= 1 && x <= 5).length).toBeGreaterThan(5);
    expect(q.filter((x) => x >= 24).length).toBeGreaterThan(q.length * 0.75);
    // every product keeps at least one variant on show
    expect(
      await num(
        a,
        sql`select count(*) from (select v.productid from product_variants v join stock s using (prodvarid) group by v.productid having max(s.quantity) < 6) x`,
      ),
    ).toBe(0);
  });

  it('marks preventa, best-sellers and spreads creation dates', async () => {
    expect(await num(a, sql`select count(*) from products where preventa`)).toBeGreaterThanOrEqual(20);
    expect(await num(a, sql`select count(*) from products where units_sold > 0`)).toBeGreaterThanOrEqual(30);
    expect(await num(a, sql`select count(distinct created_at) from products`)).toBe(await num(a, sql`select count(*) from products`));
    const [span] = await rowsOf(a, sql`select extract(epoch from max(created_at) - min(created_at)) / 86400 as days from products`);
    expect(Number(span.days)).toBeGreaterThan(200);
  });

  it('fills search_text from the name and the variant codes', async () => {
    const rows = await rowsOf(
      a,
      sql`select p.name, p.search_text, array_agg(v.code order by v.position) as codes from products p join product_variants v using (productid) group by p.productid order by p.productid limit 20`,
    );
    for (const r of rows) expect(r.search_text).toBe(productSearchText(String(r.name), r.codes as string[]));
  });

  it('places past orders of the Quito distributor through the real checkout: boxes, sizes, a pre-sale line, four states', async () => {
    const orders = await rowsOf(
      a,
      sql`select s.status, s.company_name, s.city, s.discount_code, s.processed_at is not null as processed,
            (select count(*)::int from sale_status_history h where h.saleid = s.saleid) as steps
          from sales s join users u using (companyid) where u.email = ${DEMO_ACCOUNTS.distributor2.email} order by s.saledate`,
    );
    expect(orders.map((o) => [o.status, o.steps, o.discount_code, o.processed])).toEqual([
      ['DELIVERED', 5, null, true], // the reorder story (demo-reorder.ts)
      ['DELIVERED', 5, null, true],
      ['CANCELED', 2, null, true],
      ['APPROVED', 2, 'MAYORISTA10', true],
      ['DELIVERING', 4, null, true], // on its way, with a carrier and a guide (demo-tracking.ts)
      ['RECEIVED', 1, null, true],
    ]);
    expect(new Set(orders.map((o) => `${o.company_name} · ${o.city}`))).toEqual(new Set(['Deportes La Mitad · Quito']));
    const lines = await rowsOf(
      a,
      sql`select stocktype, units_per_quantity, preventa, quantity, price_cents, discount_value, line_total_cents from sale_details`,
    );
    expect(lines.some((l) => l.stocktype === 'BOXES' && l.units_per_quantity === 12 && !l.preventa)).toBe(true);
    expect(lines.some((l) => l.preventa)).toBe(true);
    expect(new Set(lines.map((l) => l.stocktype))).toEqual(new Set(['BOXES', 'UNITS', 'SIZES']));
    for (const l of lines) {
      const pair = discountedCents(Number(l.price_cents), Number(l.discount_value));
      expect(Number(l.line_total_cents)).toBe(pair * Number(l.quantity) * Number(l.units_per_quantity));
    }
    expect(
      await num(
        a,
        sql`select count(*) from sales where companyid not in (select companyid from users
            where email in (${DEMO_ACCOUNTS.distributor2.email}, ${DEMO_ACCOUNTS.chain.email}, ${DEMO_ACCOUNTS.distributor.email}))`,
      ),
    ).toBe(0);
    // Calzado El Paso's two orders: its buyer's, over the $500.00 limit, waiting for the owner (docs/product.md §28),
    // and the one Ventas keyed in for «Local Gualaceo», placed as the owner (§29)
    const elPaso = await rowsOf(
      a,
      sql`select s.status, u.email, s.total_cents, s.branch_name, e.email as entered_by from sales s
          join users u on u.userid = s.userid left join users e on e.userid = s.entered_by
          where s.companyid = (select companyid from users where email = ${DEMO_ACCOUNTS.distributor.email}) order by s.saleid`,
    );
    expect(elPaso.map((o) => [o.status, o.email, o.entered_by])).toEqual([
      ['PENDING_APPROVAL', DEMO_ACCOUNTS.buyer.email, null],
      ['RECEIVED', DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.sales.email],
    ]);
    expect(Number(elPaso[0].total_cents)).toBeGreaterThan(50_000);
    expect(elPaso[1].branch_name).toBe('Local Gualaceo');
    // its quotes: the buyer's waiting for Ventas, the owner's answered at 8 % off, valid ten days
    const quotes = await rowsOf(
      a,
      sql`select q.status, q.percent_off, q.valid_until - current_date as days, u.email from quotes q join users u on u.userid = q.requested_by
          order by q.quoteid`,
    );
    expect(quotes.map((q) => [q.status, q.email, q.percent_off])).toEqual([
      ['REQUESTED', DEMO_ACCOUNTS.buyer.email, null],
      ['SENT', DEMO_ACCOUNTS.distributor.email, 8],
    ]);
    expect(Number(quotes[1].days)).toBeGreaterThanOrEqual(9);
  });

  it('dates each demo receipt after its order and its review after the upload, none in the future', async () => {
    const receipts = await rowsOf(
      a,
      sql`select (r.created_at > s.saledate) as after_order, (r.reviewed_at is null or r.reviewed_at > r.created_at) as review_after,
            (coalesce(r.reviewed_at, r.created_at) <= now()) as past
          from sale_receipts r join sales s using (saleid)`,
    );
    expect(receipts.length).toBeGreaterThanOrEqual(3);
    for (const r of receipts) expect([r.after_order, r.review_after, r.past]).toEqual([true, true, true]);
  });

  it('puts the chain on 30 days’ credit, under its limit, with one order overdue and one due', async () => {
    const credit = await a.db.execute(
      sql`select s.due_on < current_date as overdue, s.total_cents, c.credit_limit_cents from sales s join companies c using (companyid)
          join users u on u.userid = s.userid where u.email = ${DEMO_ACCOUNTS.chain.email} order by s.saledate`,
    );
    expect(credit.rows.map((r) => r.overdue)).toEqual([true, false]);
    expect(credit.rows.every((r) => Number(r.total_cents) < Number(r.credit_limit_cents))).toBe(true);
    const groups = await a.db.execute(
      sql`select g.name, count(c.companyid)::int as n from price_groups g left join companies c using (groupid) group by g.name order by g.name`,
    );
    expect(groups.rows).toEqual([
      { name: 'Cadena', n: 1 },
      { name: 'Distribuidor A', n: 1 },
      { name: 'Mayorista', n: 3 },
    ]);
  });

  it('has banners, brand publicity and discount codes', async () => {
    const banners = await rowsOf(a, sql`select type, count(*)::int as n from banners group by type order by type`);
    const byType = Object.fromEntries(banners.map((r) => [r.type, Number(r.n)]));
    expect(byType.image).toBe(3);
    expect(byType.bottom).toBe(1);
    expect(byType.video).toBe(1);
    expect(await num(a, sql`select count(*) from brand_publicity where not landing`)).toBe(await num(a, sql`select count(*) from brands`));
    expect(await num(a, sql`select count(*) from brand_publicity where landing`)).toBe(2);
    const codes = await rowsOf(a, sql`select code, percent, active, starts_at, ends_at from discount_codes order by code`);
    expect(codes.map((c) => [c.code, Number(c.percent), c.active])).toEqual([
      ['BIENVENIDA15', 15, true],
      ['INACTIVO5', 5, false],
      ['MAYORISTA10', 10, true],
      ['VERANO2025', 20, true],
    ]);
    const summer = codes.find((c) => c.code === 'VERANO2025');
    expect(new Date(String(summer?.ends_at)).getTime()).toBeLessThan(Date.now());
  });

  it('creates the demo accounts with valid ci and known places, and Calzado El Paso with an owner, a buyer and a viewer', async () => {
    // a person's status is their company's when they have one (docs/product.md §28)
    const users = await rowsOf(
      a,
      sql`select u.*, coalesce(c.status, u.status) as status, c.ci, c.province, c.city, c.company_name
          from users u left join companies c using (companyid) order by u.userid`,
    );
    expect(users).toHaveLength(Object.keys(DEMO_ACCOUNTS).length);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = users.find((u) => u.email === account.email);
      expect(user, account.email).toBeDefined();
      expect(user?.role).toBe(account.role);
      expect(user?.status).toBe(account.status);
      expect(await verifyPassword(account.password, String(user?.password_hash))).toBe(true);
    }
    for (const u of users) {
      // the staff have no company, so no cédula nor address
      if (u.ci === null) {
        expect(['ADMIN', 'SALES', 'WAREHOUSE']).toContain(u.role);
        continue;
      }
      const ci = String(u.ci);
      expect(ci.length === 10 ? isValidCedula(ci) : isValidRuc(ci), ci).toBe(true);
      expect(cantonsOf(String(u.province))).toContain(String(u.city));
    }
    const elPaso = users.filter((u) => u.company_name === 'Calzado El Paso').map((u) => [u.email, u.company_role, u.order_limit_cents]);
    expect(elPaso).toEqual([
      [DEMO_ACCOUNTS.distributor.email, 'OWNER', null],
      [DEMO_ACCOUNTS.buyer.email, 'BUYER', 50_000],
      [DEMO_ACCOUNTS.viewer.email, 'VIEWER', null],
    ]);
  });

  it("stores the pending distributor's PDF", async () => {
    const docs = await rowsOf(a, sql`select d.*, u.email from user_documents d join users u on u.userid = d.companyid`);
    expect(docs).toHaveLength(1);
    expect(docs[0].email).toBe(DEMO_ACCOUNTS.pending.email);
    expect(docs[0].filename).toBe('ruc-y-referencias.pdf');
    const file = path.join(paths.uploadsDir, String(docs[0].storage_key));
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBe(Number(docs[0].bytes));
    expect(String(docs[0].storage_key)).toMatch(new RegExp(`^documents/${docs[0].companyid}/[\\w-]+\\.pdf$`));
  });

  it('keeps the serial sequences past the seeded ids', async () => {
    const [brand] = await rowsOf(a, sql`insert into brands (name, logo_url) values ('Marca nueva', '/x.svg') returning brandid`);
    expect(Number(brand.brandid)).toBe(await num(a, sql`select count(*) from brands`));
    await a.db.execute(sql`delete from brands where name = 'Marca nueva'`);
  });

  it('is deterministic: two databases hold the same rows', async () => {
    for (const query of [
      sql`select * from products order by productid`,
      sql`select * from product_variants order by prodvarid`,
      sql`select * from stock order by stockid`,
      sql`select * from product_media order by mediaid`,
      sql`select * from banners order by bannerid`,
    ]) {
      const [x, y] = [await rowsOf(a, query), await rowsOf(b, query)];
      expect(x.length).toBeGreaterThan(0);
      expect(y).toEqual(x);
    }
  });

  it('refuses a database that already has data', async () => {
    await expect(seedDemo(a.db, paths)).rejects.toThrow(/empty database/);
  });
});

describe('seedLarge', () => {
  let db: Database;
  let result: Awaited<ReturnType<typeof seedLarge>>;

  beforeAll(async () => {
    const paths = await tempDirs();
    db = await openDatabase({ pgliteDir: 'memory://' });
    result = await seedLarge(db.db, { products: 300, variantsPerProduct: 4, mediaDir: paths.mediaDir, chunkProducts: 128 });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('writes the requested catalogue', async () => {
    expect(result).toMatchObject({ products: 300, variants: 1200 });
    expect(await num(db, sql`select count(*) from products`)).toBe(300);
    expect(await num(db, sql`select count(*) from product_variants`)).toBe(1200);
    expect(await num(db, sql`select count(*) - count(distinct code) from product_variants`)).toBe(0);
    expect(
      await num(
        db,
        sql`select count(*) from (select productid from product_variants group by productid having count(distinct colorid) <> 4) x`,
      ),
    ).toBe(0);
    expect(await num(db, sql`select count(*) from stock`)).toBe(result.stock);
    expect(await num(db, sql`select count(*) from product_media`)).toBe(result.media);
    expect(await num(db, sql`select count(*) from users`)).toBe(Object.keys(DEMO_ACCOUNTS).length);
  });

  it('sells about a quarter by size, 12 sizes each', async () => {
    const sizes = await num(db, sql`select count(*) from products where stocktype = 'SIZES'`);
    expect(sizes).toBeGreaterThan(300 * 0.15);
    expect(sizes).toBeLessThan(300 * 0.35);
    expect(
      await num(
        db,
        sql`select count(*) from (select v.prodvarid from product_variants v join products p using (productid) join stock s using (prodvarid) where p.stocktype = 'SIZES' group by v.prodvarid having count(s.sizeid) <> 12) x`,
      ),
    ).toBe(0);
  });

  it('names products with varied words', async () => {
    const words = await rowsOf(
      db,
      sql`select w, count(*)::int as n from products, regexp_split_to_table(search_text, ' ') as w where length(w) >= 4 group by w order by n desc`,
    );
    const counts = words.map((w) => Number(w.n));
    expect(counts[0]).toBeGreaterThan(50);
    expect(counts.filter((n) => n <= 3).length).toBeGreaterThan(20);
  });

  it('refuses a database that already has data', async () => {
    await expect(seedLarge(db.db, { products: 1, variantsPerProduct: 1, mediaDir: path.join(tmpdir(), 'unused') })).rejects.toThrow(
      /empty database/,
    );
  });
});
