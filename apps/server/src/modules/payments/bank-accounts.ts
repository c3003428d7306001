/**
 * The store's bank accounts a distributor pays into (shared with modules/documents for the order's note, see
 * .dependency-cruiser.cjs): the active ones, in the staff's order, as the API says them.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema.ts';

export function activeBankAccounts(db: Db) {
  return db
    .select({
      bankaccountid: bankAccounts.id,
      bank: bankAccounts.bank,
      accountType: bankAccounts.accountType,
      number: bankAccounts.number,
      holder: bankAccounts.holder,
      ruc: bankAccounts.ruc,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.active, true))
    .orderBy(asc(bankAccounts.position), asc(bankAccounts.id));
}

export type BankAccount = Awaited<ReturnType<typeof activeBankAccounts>>[number];
