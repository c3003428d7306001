/**
 * The store's bank accounts in the back office (`adminEndpoints.bankAccounts`): listing them all, adding,
 * editing, reordering and deleting one; a distributor sees the active ones (payments/bank-accounts.ts).
 */
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { BankAccountValues } from '@store/contracts/payments';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankAccounts } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';

type AccountRow = typeof bankAccounts.$inferSelect;

const view = (a: AccountRow) => ({
  bankaccountid: a.id,
  bank: a.bank,
  accountType: a.accountType,
  number: a.number,
  holder: a.holder,
  ruc: a.ruc,
  position: a.position,
  active: a.active,
});

/** Every account, active or not, in the order distributors see them. */
export async function listBankAccounts(db: Db) {
  const rows = await db.select().from(bankAccounts).orderBy(asc(bankAccounts.position), asc(bankAccounts.id));
  return rows.map(view);
}

/** The same bank and number twice would show one account twice (the bank's name compared without case). */
async function assertFree(db: Db, v: BankAccountValues, exceptId?: number) {
  const [taken] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        sql`lower(${bankAccounts.bank}) = lower(${v.bank})`,
        eq(bankAccounts.number, v.number),
        exceptId ? ne(bankAccounts.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new AppError('conflict', ADMIN_MSG.bankAccountTaken);
}

const values = (v: BankAccountValues) => ({
  bank: v.bank,
  accountType: v.accountType,
  number: v.number,
  holder: v.holder,
  ruc: v.ruc,
  active: v.active,
});

/** A new account goes last. */
export async function createBankAccount(db: Db, v: BankAccountValues) {
  await assertFree(db, v);
  const [{ last }] = await db.select({ last: max(bankAccounts.position) }).from(bankAccounts);
  const [created] = await db
    .insert(bankAccounts)
    .values({ ...values(v), position: (last ?? -1) + 1 })
    .returning();
  return view(created);
}

export async function updateBankAccount(db: Db, id: number, v: BankAccountValues) {
  await assertFree(db, v, id);
  const [updated] = await db.update(bankAccounts).set(values(v)).where(eq(bankAccounts.id, id)).returning();
  if (!updated) throw notFound(ADMIN_MSG.bankAccountNotFound);
  return view(updated);
}

/**
 * The list's new order, given as every account's id first to last. A list that is not exactly the accounts
 * there are (one added or deleted in another tab meanwhile) is refused rather than half applied.
 */
export async function reorderBankAccounts(db: Db, ids: number[]) {
  return db.transaction(async (tx) => {
    const current = await tx.select({ id: bankAccounts.id }).from(bankAccounts).orderBy(asc(bankAccounts.id)).for('update');
    const sorted = [...ids].sort((a, b) => a - b);
    const same = sorted.length === current.length && new Set(ids).size === ids.length && current.every((r, i) => r.id === sorted[i]);
    if (!same) throw new AppError('conflict', ADMIN_MSG.bankAccountsOrderStale);
    for (const [position, id] of ids.entries()) await tx.update(bankAccounts).set({ position }).where(eq(bankAccounts.id, id));
    const rows = await tx.select().from(bankAccounts).orderBy(asc(bankAccounts.position), asc(bankAccounts.id));
    return rows.map(view);
  });
}

/** Orders never point at an account (the PDF and the panel read the current ones), so any account may go. */
export async function deleteBankAccount(db: Db, id: number) {
  const [deleted] = await db.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning({ id: bankAccounts.id });
  if (!deleted) throw notFound(ADMIN_MSG.bankAccountNotFound);
}
