import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { capChanges, HISTORY_MAX_CHANGES } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { creditOf } from '../modules/admin/credit/index.ts';
import { migrationsFolder } from '../paths.ts';
import { freshPostgres } from '../test/harness.ts';
import { openDatabase } from './client.ts';

/**
 * Migrations run on databases that already hold orders. A store whose orders were placed before boxes were
 * priced whole (and before orders copied the buyer) opens on the new schema with every total as it was.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A migrations folder holding the migrations before `tag` only: the schema as the store shipped it then. */
async function migrationsBefore(tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const entries: { tag: string }[] = journal.entries.slice(
    0,
    journal.entries.findIndex((e: { tag: string }) => e.tag === tag),
  );
  for (const e of entries) await cp(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  await cp(path.join(migrationsFolder, 'meta'), path.join(dir, 'meta'), { recursive: true });
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}
/** A migrations folder holding only the first migration: the schema as the store first shipped it. */
const firstMigrationOnly = () => migrationsBefore('0001_boxes_and_order_snapshots');

/** A database (PostgreSQL with TEST_DATABASE_URL, else PGlite on disk, to be closed and opened like a store that is upgraded). */
async function upgradableDatabase() {
  const pgBase = process.env.TEST_DATABASE_URL;
  const fresh = pgBase ? await freshPostgres(pgBase) : null;
  if (fresh) cleanups.push(fresh.drop);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-migrate-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { url: fresh?.url, pgliteDir: path.join(dataDir, 'pglite') };
}

describe('migration 0001: boxes and order snapshots', () => {
  it('keeps the totals of orders placed before, and copies their buyer and line details', async () => {
    const target = await upgradableDatabase();
    const old = await openDatabase({ ...target, migrationsFolder: await firstMigrationOnly() });
    const statements = `insert into brands (brandid, name, logo_url) values (1, 'Marca', '/m.svg');
      insert into categories (categoryid, name) values (1, 'Zapatillas'), (2, 'Balones');
      insert into genders (genderid, name) values (1, 'Hombre'); insert into materials (materialid, name) values (1, 'Cuero');
      insert into types (typeid, name) values (1, 'Casual'); insert into technologies (technologyid, name) values (1, 'Ninguna');
      insert into uses (useid, name) values (1, 'Diario');
      insert into products (productid, name, stocktype, preventa, brandid, genderid, categoryid, materialid, typeid, technologyid, useid)
        values (1, 'Bota', 'BOXES', true, 1, 1, 1, 1, 1, 1, 1), (2, 'Balón', 'UNITS', false, 1, 1, 2, 1, 1, 1, 1);
      insert into users (userid, ci, email, password_hash, company_name, name, lastname, phone, base_phone, province, city, address)
        values (1, '0102030405', 'a@example.com', 'x', 'Calzado Antiguo', 'Ana', 'Pérez', '0991234567', '072345678', 'Azuay', 'Cuenca', 'Av. Loja 1-23');
      insert into sales (saleid, userid, gross_cents, total_cents, subtotal_cents, vat_cents, items)
        values (1, 1, 5400, 5400, 4696, 704, 8);
      insert into sale_details (saleid, productid, product_name, brand_name, thumbnail, code, color_name, color_hex, quantity, price_cents, line_total_cents)
        values (1, 1, 'Bota', 'Marca', '/t.svg', 'B-1', 'Negro', '#000', 2, 2400, 4800),
               (1, 2, 'Balón', 'Marca', '/t.svg', 'P-1', 'Blanco', '#fff', 6, 100, 600)`;
    for (const statement of statements.split(';')) await old.db.execute(sql.raw(statement));
    await old.close();

    const upgraded = await openDatabase(target);
    cleanups.push(() => upgraded.close());
    const query = async (q: string) => (await upgraded.db.execute(sql.raw(q))).rows;
    const sales = await query('select total_cents, items, company_name, ci, contact_name, city, address, base_phone from sales');
    expect(sales).toEqual([
      {
        total_cents: 5400,
        items: 8,
        company_name: 'Calzado Antiguo',
        ci: '0102030405',
        contact_name: 'Ana',
        city: 'Cuenca',
        address: 'Av. Loja 1-23',
        base_phone: '072345678',
      },
    ]);
    const lines = await query(
      'select code, stocktype, unit, units_per_quantity, preventa, quantity, line_total_cents from sale_details order by code',
    );
    // The old box line charged quantity × pair price: it reads as the 2 pairs it was charged for, same total.
    expect(lines).toEqual([
      { code: 'B-1', stocktype: 'UNITS', unit: 'PAIR', units_per_quantity: 1, preventa: true, quantity: 2, line_total_cents: 4800 },
      { code: 'P-1', stocktype: 'UNITS', unit: 'UNIT', units_per_quantity: 1, preventa: false, quantity: 6, line_total_cents: 600 },
    ]);
    const products = await query('select productid, units_per_box from products order by productid');
    expect(products).toEqual([
      { productid: 1, units_per_box: 12 },
      { productid: 2, units_per_box: 12 },
    ]);
  });
});

describe('migration 0011: the history made readable again (decision 030)', () => {
  it("replaces a line that kept a file's bytes one per field, and cuts a line over the cap", async () => {
    const target = await upgradableDatabase();
    const old = await openDatabase({ ...target, migrationsFolder: await migrationsBefore('0011_repair_history') });
    // what the bug wrote for a CSV sent as the body: one field per byte
    const bytes = [...Buffer.from('productid,producto,codigo\n'.repeat(80))];
    const byteLines = bytes.map((b, i) => ({ field: String(i), before: null, after: b }));
    const long = Array.from({ length: 120 }, (_, i) => ({ field: `Variante V-${i}`, before: null, after: 'editada' }));
    const small = [{ field: 'Precio', before: '$40.00', after: '$45.50' }];
    const insert = (id: number, action: string, changes: object[], search: string) =>
      old.db.execute(sql`insert into history (historyid, actor_name, actor_email, entity, label, action, changes, search_text)
        values (${id}, 'Andrea Vintimilla', 'admin@calzadoandino.ec', 'catalog', 'El catálogo', ${action},
                ${JSON.stringify(changes)}::jsonb, ${search})`);
    await insert(
      1,
      'Inició una importación del catálogo (CSV)',
      byteLines,
      `el catalogo inicio una importacion ${bytes.join(' ')}`.slice(0, 4000),
    );
    await insert(2, 'Importó el catálogo', long, 'el catalogo importo');
    await insert(3, 'Editó la variante', small, 'el catalogo edito la variante $40.00 $45.50');
    await old.close();

    const upgraded = await openDatabase(target);
    cleanups.push(() => upgraded.close());
    const rows = (await upgraded.db.execute(sql.raw('select historyid, action, changes, search_text from history order by historyid')))
      .rows as { historyid: number; action: string; changes: { field: string }[]; search_text: string }[];
    expect(rows[0]).toMatchObject({
      action: 'Inició una importación del catálogo (CSV)',
      changes: [{ field: 'Archivo', before: null, after: '(contenido del archivo omitido)' }],
      search_text: 'el catalogo inicio una importacion archivo (contenido del archivo omitido)',
    });
    expect(rows[1].changes).toHaveLength(HISTORY_MAX_CHANGES);
    expect(rows[1].changes.slice(0, 2)).toEqual(long.slice(0, 2));
    expect(rows[1].changes.at(-1)).toEqual({ field: '…', before: null, after: 'y 71 cambios más' });
    expect(rows[1].changes).toEqual(capChanges(long));
    expect(rows[2].changes).toEqual(small);
  });
});

describe('migration 0013: branches (docs/product.md §27)', () => {
  it('gives each distributor its registered address as its main branch, the staff none; orders keep their address', async () => {
    const target = await upgradableDatabase();
    const old = await openDatabase({ ...target, migrationsFolder: await migrationsBefore('0013_branches') });
    const statements = `insert into users (userid, role, status, ci, email, password_hash, company_name, name, lastname, phone, base_phone, province, city, address)
        values (1, 'DISTRIBUTOR', 'APPROVED', '0102030405', 'a@example.com', 'x', 'Calzado Antiguo', 'Ana', 'Pérez', '0991234567', '072345678', 'Azuay', 'Cuenca', 'Av. Loja 1-23'),
               (2, 'ADMIN', 'APPROVED', null, 'admin@example.com', 'x', '', 'Andrea', 'Vintimilla', '', '', '', '', '');
      insert into sales (saleid, userid, gross_cents, total_cents, subtotal_cents, vat_cents, items, company_name, ci, contact_name, contact_lastname, email, phone, province, city, address)
        values (1, 1, 5400, 5400, 4696, 704, 8, 'Calzado Antiguo', '0102030405', 'Ana', 'Pérez', 'a@example.com', '0991234567', 'Azuay', 'Cuenca', 'Av. Loja 1-23')`;
    for (const statement of statements.split(';')) await old.db.execute(sql.raw(statement));
    await old.close();

    const upgraded = await openDatabase(target);
    cleanups.push(() => upgraded.close());
    const query = async (q: string) => (await upgraded.db.execute(sql.raw(q))).rows;
    // (the branch is its company's since migration 0014: the company has the account's id)
    expect(await query('select companyid, name, province, canton, parish, street, reference, phone, contact, main from branches')).toEqual([
      {
        companyid: 1,
        name: 'Matriz',
        province: 'Azuay',
        canton: 'Cuenca',
        parish: null,
        street: 'Av. Loja 1-23',
        reference: '',
        phone: '0991234567',
        contact: 'Ana Pérez',
        main: true,
      },
    ]);
    expect(await query('select total_cents, address, branchid, branch_name, address_reference from sales')).toEqual([
      { total_cents: 5400, address: 'Av. Loja 1-23', branchid: null, branch_name: null, address_reference: '' },
    ]);
  });
});

describe('migration 0014: the distributor becomes a company (docs/product.md §28)', () => {
  it("keeps every order, cart, price group and credit figure of the previous demo data, each account its company's owner", async () => {
    const target = await upgradableDatabase();
    const old = await openDatabase({ ...target, migrationsFolder: await migrationsBefore('0014_companies') });
    // The demo data as `npm run seed -- --demo` left it on the schema of migration 0013 (pg_dump --data-only --inserts),
    // and a cart with two lines (the demo's carts are empty).
    const dump = gunzipSync(await readFile(path.join(import.meta.dirname, 'fixtures/demo-0013.sql.gz'))).toString('utf8');
    await old.executeSql(dump);
    await old.executeSql(`insert into cart_details (cartid, prodvarid, sizeid, quantity)
      select c.cartid, v.prodvarid, null, q from carts c, (select prodvarid from product_variants order by prodvarid limit 2) v, (values (2)) q(q)
      where c.userid = (select min(userid) from carts)`);
    const figures = async (db: typeof old, owner: 'userid' | 'companyid') => ({
      orders: (
        await db.executeSql(`select saleid, ${owner} as owner, status, total_cents, payment_status, due_on::text, branchid, company_name
          from sales order by saleid`)
      ).rows,
      lines: (await db.executeSql('select saleid, code, quantity, line_total_cents from sale_details order by saledetailid')).rows,
      carts: (await db.executeSql(`select c.userid, d.prodvarid, d.quantity from carts c join cart_details d using (cartid) order by 1, 2`))
        .rows,
      branches: (await db.executeSql(`select branchid, ${owner} as owner, name, main from branches order by branchid`)).rows,
      documents: (await db.executeSql(`select documentid, ${owner} as owner, storage_key from user_documents order by 1`)).rows,
    });
    const accounts = (
      await old.executeSql(`select userid, role, status, ci, company_name, groupid, payment_terms, credit_days,
      credit_limit_cents, province, city, address from users order by userid`)
    ).rows;
    const before = await figures(old, 'userid');
    await old.close();

    const upgraded = await openDatabase(target);
    cleanups.push(() => upgraded.close());
    expect(before.orders.length).toBeGreaterThan(5);
    expect(before.carts).toHaveLength(2);
    expect(await figures(upgraded, 'companyid')).toEqual(before);

    // Each distributor's account is the owner of its company, which has the account's id and data; the staff have none.
    const companies = (
      await upgraded.executeSql(`select companyid as userid, status, ci, company_name, groupid, payment_terms, credit_days,
      credit_limit_cents, province, city, address from companies order by companyid`)
    ).rows;
    const distributors = accounts.filter((a) => a.role === 'DISTRIBUTOR');
    expect(companies).toEqual(distributors.map(({ role, ...company }) => company));
    const people = (await upgraded.executeSql('select userid, role, status, companyid, company_role from users order by userid')).rows;
    expect(people).toEqual(
      accounts.map((a) => ({
        userid: a.userid,
        role: a.role,
        status: a.role === 'DISTRIBUTOR' ? 'APPROVED' : a.status,
        companyid: a.role === 'DISTRIBUTOR' ? a.userid : null,
        company_role: a.role === 'DISTRIBUTOR' ? 'OWNER' : null,
      })),
    );
    // The credit buyer owes what it owed: its company's credit, as its profile reads it.
    const credit = distributors.find((a) => a.payment_terms === 'CREDIT');
    const owed = before.orders.filter(
      (o) => o.owner === credit?.userid && o.due_on && o.status !== 'CANCELED' && o.payment_status !== 'CONFIRMED',
    );
    const summary = await creditOf(upgraded.db, credit?.userid);
    expect(summary).toMatchObject({ terms: 'CREDIT', limitCents: credit?.credit_limit_cents, days: credit?.credit_days });
    expect(summary.inUseCents).toBe(owed.reduce((sum, o) => sum + o.total_cents, 0));
    expect(summary.inUseCents).toBeGreaterThan(0);
  });
});
