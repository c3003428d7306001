/**
 * The demo accounts (three staff, five distributors, one of them pending, and Calzado El Paso's buyer and viewer) with
 * valid cédulas and RUCs, and the pending one's PDF.
 */

import { cantonsOf, cedulaCheckDigit, isValidCedula, isValidRuc, modulus11CheckDigit } from '@store/contracts';
import { parishesOf } from '@store/contracts/branches';
import { hashPassword } from '../../lib/password.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { DbOrTx } from '../client.ts';
import * as schema from '../schema.ts';
import { DAY, EPOCH, HOUR } from './demo-clock.ts';
import { minimalPdf } from './minimal-pdf.ts';

/** Adds the cédula check digit (modulus 10) to 9 digits. */
export function cedulaWithCheck(nine: string): string {
  return nine + String(cedulaCheckDigit(nine));
}

/** A company RUC (third digit 9, modulus 11): the 9th digit is moved until the check digit exists. */
export function companyRuc(eight: string): string {
  for (let last = 0; last <= 9; last++) {
    const check = modulus11CheckDigit(`${eight}${last}`);
    if (check !== null) return `${eight}${last}${check}001`;
  }
  throw new Error(`No company RUC for ${eight}`);
}

/** The demo accounts: one source for the seed, the tests and the README. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@calzadoandino.ec', password: 'admin123', role: 'ADMIN', status: 'APPROVED' },
  distributor: { email: 'tienda.cuenca@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
  distributor2: { email: 'deportes.quito@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
  pending: { email: 'pendiente.loja@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'PENDING' },
  /** buys at the «Cadena» group's own prices (demo-price-groups.ts) */
  chain: { email: 'cadena.guayaquil@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
  /** buys at the «Distribuidor A» group's 10 % off */
  groupA: { email: 'distribuidora.ambato@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
  /** staff (decision 030): Ventas sees distributors, orders, payments and messages; Bodega stock and orders to dispatch */
  sales: { email: 'ventas@calzadoandino.ec', password: 'ventas123', role: 'SALES', status: 'APPROVED' },
  warehouse: { email: 'bodega@calzadoandino.ec', password: 'bodega123', role: 'WAREHOUSE', status: 'APPROVED' },
  /** Calzado El Paso's people (docs/product.md §28): a «Comprador» whose orders over $500.00 wait for the owner, and a «Consulta» */
  buyer: { email: 'compras.elpaso@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
  viewer: { email: 'consulta.elpaso@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
} as const;

type UserRow = typeof schema.users.$inferInsert;
type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];
type CompanyData = Omit<typeof schema.companies.$inferInsert, 'id' | 'status' | 'phone'>;
/** A demo person, and the company they registered (a distributor's owner; none for the staff). */
interface UserData {
  name: string;
  lastname: string;
  phone: string;
  company?: CompanyData;
}

const DEMO_USERS: [Account, UserData][] = [
  [DEMO_ACCOUNTS.admin, { name: 'Andrea', lastname: 'Vintimilla', phone: '0991234567' }],
  [
    DEMO_ACCOUNTS.distributor,
    {
      name: 'María',
      lastname: 'Quezada',
      phone: '0987654321',
      company: {
        ci: `${cedulaWithCheck('010456789')}001`,
        companyName: 'Calzado El Paso',
        phone2: '',
        basePhone: '072845678',
        province: 'Azuay',
        city: 'Cuenca',
        address: 'Calle Gran Colombia 8-45 y Luis Cordero',
      },
    },
  ],
  [
    DEMO_ACCOUNTS.distributor2,
    {
      name: 'Carlos',
      lastname: 'Andrade',
      phone: '0998765432',
      company: {
        ci: companyRuc('17912345'),
        companyName: 'Deportes La Mitad',
        phone2: '0961122334',
        basePhone: '022501234',
        province: 'Pichincha',
        city: 'Quito',
        address: 'Av. Amazonas N34-120 y Av. República',
      },
    },
  ],
  [
    DEMO_ACCOUNTS.pending,
    {
      name: 'Rosa',
      lastname: 'Jaramillo',
      phone: '0981112233',
      company: {
        ci: `${cedulaWithCheck('110234567')}001`,
        companyName: 'Zapatería Loja Centro',
        phone2: '',
        basePhone: '072571234',
        province: 'Loja',
        city: 'Loja',
        address: 'Calle Bolívar 10-25 y Rocafuerte',
      },
    },
  ],
  [
    DEMO_ACCOUNTS.chain,
    {
      name: 'Jorge',
      lastname: 'Mendoza',
      phone: '0993344556',
      company: {
        ci: companyRuc('09923456'),
        companyName: 'Cadena Pies Ligeros',
        phone2: '',
        basePhone: '042301234',
        province: 'Guayas',
        city: 'Guayaquil',
        address: 'Av. 9 de Octubre 1200 y Av. Quito',
      },
    },
  ],
  [
    DEMO_ACCOUNTS.groupA,
    {
      name: 'Lucía',
      lastname: 'Villacís',
      phone: '0984455667',
      company: {
        ci: `${cedulaWithCheck('180345678')}001`,
        companyName: 'Distribuidora Ambato Sport',
        phone2: '',
        basePhone: '032421234',
        province: 'Tungurahua',
        city: 'Ambato',
        address: 'Av. Cevallos 5-40 y Montalvo',
      },
    },
  ],
  [DEMO_ACCOUNTS.sales, { name: 'Diego', lastname: 'Cárdenas', phone: '' }],
  [DEMO_ACCOUNTS.warehouse, { name: 'Rosa', lastname: 'Tenesaca', phone: '' }],
];

/** The people Calzado El Paso's owner invited (ids 9 and 10, after DEMO_USERS). */
const DEMO_PEOPLE: [Account, Pick<UserRow, 'name' | 'lastname' | 'phone' | 'companyRole' | 'orderLimitCents'>][] = [
  [DEMO_ACCOUNTS.buyer, { name: 'Pedro', lastname: 'Quezada', phone: '0987001122', companyRole: 'BUYER', orderLimitCents: 50_000 }],
  [DEMO_ACCOUNTS.viewer, { name: 'Sofía', lastname: 'Ordóñez', phone: '0987003344', companyRole: 'VIEWER', orderLimitCents: null }],
];

/** A demo distributor placing orders as its owner: the company's id is its owner's. */
export const asOwner = (id: number) => ({ id, companyId: id });

/**
 * The demo accounts (ids 1–8) with the companies of the distributors among them, their owners, then Calzado El Paso's
 * other people (ids 9–10), and the pending distributor's document, in the storage's private area. With no `storage`
 * the document is left out.
 */
export async function insertDemoUsers(tx: DbOrTx, storage: Storage | undefined, hashes: Map<string, string>): Promise<void> {
  const hashOf = (account: Account) => {
    const hash = hashes.get(account.password);
    if (!hash) throw new Error('missing password hash');
    return hash;
  };
  const companies: (typeof schema.companies.$inferInsert)[] = [];
  const rows: UserRow[] = DEMO_USERS.map(([account, { company, ...person }], i) => {
    const createdAt = new Date(EPOCH.getTime() + 9 * HOUR + (account.status === 'PENDING' ? 300 * DAY : i * HOUR));
    if (company) {
      if (!(isValidCedula(company.ci) || isValidRuc(company.ci))) throw new Error(`Invalid demo ci ${company.ci}`);
      if (!cantonsOf(company.province).includes(company.city)) throw new Error(`Unknown city ${company.city}, ${company.province}`);
      companies.push({ id: i + 1, ...company, phone: person.phone, status: account.status, createdAt, updatedAt: createdAt });
    }
    return {
      id: i + 1,
      email: account.email,
      passwordHash: hashOf(account),
      role: account.role,
      ...person,
      ...(company && { companyId: i + 1, companyRole: 'OWNER' as const }),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const elPaso = rows.find((r) => r.email === DEMO_ACCOUNTS.distributor.email);
  DEMO_PEOPLE.forEach(([account, person], i) => {
    const createdAt = new Date(EPOCH.getTime() + 20 * DAY + i * HOUR);
    rows.push({
      id: DEMO_USERS.length + i + 1,
      email: account.email,
      passwordHash: hashOf(account),
      role: account.role,
      ...person,
      companyId: elPaso?.id,
      createdAt,
      updatedAt: createdAt,
    });
  });
  await tx.insert(schema.companies).values(companies);
  await tx.insert(schema.users).values(rows);

  if (!storage) return;
  const pending = companies.find((c) => c.status === 'PENDING');
  if (!pending) return;
  const pdf = minimalPdf([
    'RUC / Cédula / Referencia bancaria – documento de prueba',
    `${pending.companyName} – RUC ${pending.ci}`,
    `${pending.city}, ${pending.province}`,
  ]);
  const storageKey = `documents/${pending.id}/demo-ruc-y-referencias.pdf`;
  // A store seeded again on the same folder or bucket (after --reset) replaces the old file.
  await storage.remove(storageKey);
  await storage.put(storageKey, pdf, 'application/pdf');
  await tx.insert(schema.userDocuments).values({
    companyId: pending.id,
    filename: 'ruc-y-referencias.pdf',
    storageKey,
    bytes: pdf.length,
    createdAt: pending.createdAt,
  });
}

type BranchData = Omit<typeof schema.branches.$inferInsert, 'companyId'>;

/**
 * The demo companies' branches (docs/product.md §27): each its registered address as «Matriz»; Calzado El Paso,
 * the first demo distributor, a second shop to choose at checkout.
 */
const DEMO_BRANCHES: [Account, BranchData[]][] = [
  [
    DEMO_ACCOUNTS.distributor,
    [
      {
        name: 'Matriz',
        province: 'Azuay',
        canton: 'Cuenca',
        parish: 'Cuenca',
        street: 'Calle Gran Colombia 8-45 y Luis Cordero',
        reference: 'Frente al parque San Blas',
        phone: '072845678',
        contact: 'María Quezada',
        main: true,
      },
      {
        name: 'Local Gualaceo',
        province: 'Azuay',
        canton: 'Gualaceo',
        parish: 'Gualaceo',
        street: 'Av. Jaime Roldós 3-12 y Cuenca',
        reference: 'Junto al mercado 25 de Junio',
        phone: '072255123',
        contact: 'Pedro Quezada',
        main: false,
      },
    ],
  ],
  [
    DEMO_ACCOUNTS.distributor2,
    [mainBranch('Pichincha', 'Quito', 'Quito', 'Av. Amazonas N34-120 y Av. República', '022501234', 'Carlos Andrade')],
  ],
  [DEMO_ACCOUNTS.pending, [mainBranch('Loja', 'Loja', 'Loja', 'Calle Bolívar 10-25 y Rocafuerte', '072571234', 'Rosa Jaramillo')]],
  [
    DEMO_ACCOUNTS.chain,
    [mainBranch('Guayas', 'Guayaquil', 'Guayaquil', 'Av. 9 de Octubre 1200 y Av. Quito', '042301234', 'Jorge Mendoza')],
  ],
  [DEMO_ACCOUNTS.groupA, [mainBranch('Tungurahua', 'Ambato', 'Ambato', 'Av. Cevallos 5-40 y Montalvo', '032421234', 'Lucía Villacís')]],
];

function mainBranch(province: string, canton: string, parish: string, street: string, phone: string, contact: string): BranchData {
  return { name: 'Matriz', province, canton, parish, street, reference: '', phone, contact, main: true };
}

/** The demo companies' branches, after their accounts (ids 1–8, in DEMO_USERS's order). */
export async function insertDemoBranches(tx: DbOrTx): Promise<void> {
  const ids = new Map(DEMO_USERS.map(([account], i) => [account, i + 1]));
  const rows = DEMO_BRANCHES.flatMap(([account, branches]) =>
    branches.map((b) => {
      if (!b.parish || !parishesOf(b.province, b.canton).includes(b.parish)) throw new Error(`Unknown parish ${b.parish}, ${b.canton}`);
      return { ...b, companyId: ids.get(account) ?? 0 };
    }),
  );
  await tx.insert(schema.branches).values(rows);
}

/** scrypt hashes of the demo passwords (salted, so they differ between runs). */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.password))];
  return new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));
}
