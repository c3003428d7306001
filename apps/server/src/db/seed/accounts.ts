/** The demo accounts (three staff, five distributors, one of them pending) with valid cédulas and RUCs, and the pending one's PDF. */

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
} as const;

type UserRow = typeof schema.users.$inferInsert;
type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];
type UserData = Omit<UserRow, 'id' | 'email' | 'passwordHash' | 'role' | 'status'>;

const DEMO_USERS: [Account, UserData][] = [
  [
    DEMO_ACCOUNTS.admin,
    {
      ci: cedulaWithCheck('010345678'),
      companyName: 'Calzado Andino Mayorista',
      name: 'Andrea',
      lastname: 'Vintimilla',
      phone: '0991234567',
      phone2: '',
      basePhone: '072800100',
      province: 'Azuay',
      city: 'Cuenca',
      address: 'Av. Huayna Cápac 1-23 y Calle Larga',
    },
  ],
  [
    DEMO_ACCOUNTS.distributor,
    {
      ci: `${cedulaWithCheck('010456789')}001`,
      companyName: 'Calzado El Paso',
      name: 'María',
      lastname: 'Quezada',
      phone: '0987654321',
      phone2: '',
      basePhone: '072845678',
      province: 'Azuay',
      city: 'Cuenca',
      address: 'Calle Gran Colombia 8-45 y Luis Cordero',
    },
  ],
  [
    DEMO_ACCOUNTS.distributor2,
    {
      ci: companyRuc('17912345'),
      companyName: 'Deportes La Mitad',
      name: 'Carlos',
      lastname: 'Andrade',
      phone: '0998765432',
      phone2: '0961122334',
      basePhone: '022501234',
      province: 'Pichincha',
      city: 'Quito',
      address: 'Av. Amazonas N34-120 y Av. República',
    },
  ],
  [
    DEMO_ACCOUNTS.pending,
    {
      ci: `${cedulaWithCheck('110234567')}001`,
      companyName: 'Zapatería Loja Centro',
      name: 'Rosa',
      lastname: 'Jaramillo',
      phone: '0981112233',
      phone2: '',
      basePhone: '072571234',
      province: 'Loja',
      city: 'Loja',
      address: 'Calle Bolívar 10-25 y Rocafuerte',
    },
  ],
  [
    DEMO_ACCOUNTS.chain,
    {
      ci: companyRuc('09923456'),
      companyName: 'Cadena Pies Ligeros',
      name: 'Jorge',
      lastname: 'Mendoza',
      phone: '0993344556',
      phone2: '',
      basePhone: '042301234',
      province: 'Guayas',
      city: 'Guayaquil',
      address: 'Av. 9 de Octubre 1200 y Av. Quito',
    },
  ],
  [
    DEMO_ACCOUNTS.groupA,
    {
      ci: `${cedulaWithCheck('180345678')}001`,
      companyName: 'Distribuidora Ambato Sport',
      name: 'Lucía',
      lastname: 'Villacís',
      phone: '0984455667',
      phone2: '',
      basePhone: '032421234',
      province: 'Tungurahua',
      city: 'Ambato',
      address: 'Av. Cevallos 5-40 y Montalvo',
    },
  ],
  [DEMO_ACCOUNTS.sales, staffData('Diego', 'Cárdenas')],
  [DEMO_ACCOUNTS.warehouse, staffData('Rosa', 'Tenesaca')],
];

/** A member of the staff has no cédula, company or address of its own (it is invited by e-mail). */
function staffData(name: string, lastname: string): UserData {
  return { ci: null, companyName: '', name, lastname, phone: '', phone2: '', basePhone: '', province: '', city: '', address: '' };
}

/**
 * The demo accounts (ids 1–8) and the pending distributor's document, in the storage's private area.
 * With no `storage` the document is left out.
 */
export async function insertDemoUsers(tx: DbOrTx, storage: Storage | undefined, hashes: Map<string, string>): Promise<void> {
  const rows: UserRow[] = DEMO_USERS.map(([account, data], i) => {
    if (data.ci && !(isValidCedula(data.ci) || isValidRuc(data.ci))) throw new Error(`Invalid demo ci ${data.ci}`);
    if (data.province && !cantonsOf(data.province).includes(data.city)) throw new Error(`Unknown city ${data.city}, ${data.province}`);
    const hash = hashes.get(account.password);
    if (!hash) throw new Error('missing password hash');
    const createdAt = new Date(EPOCH.getTime() + 9 * HOUR + (account.status === 'PENDING' ? 300 * DAY : i * HOUR));
    return {
      id: i + 1,
      email: account.email,
      passwordHash: hash,
      role: account.role,
      status: account.status,
      ...data,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(schema.users).values(rows);
  if (!storage) return;
  const pending = rows.find((r) => r.status === 'PENDING');
  if (!pending?.id) return;
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
    userId: pending.id,
    filename: 'ruc-y-referencias.pdf',
    storageKey,
    bytes: pdf.length,
    createdAt: pending.createdAt,
  });
}

type BranchData = Omit<typeof schema.branches.$inferInsert, 'userId'>;

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
      return { ...b, userId: ids.get(account) ?? 0 };
    }),
  );
  await tx.insert(schema.branches).values(rows);
}

/** scrypt hashes of the demo passwords (salted, so they differ between runs). */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.password))];
  return new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));
}
