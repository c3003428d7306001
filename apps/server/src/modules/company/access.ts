import { ADMIN_MSG, MSG } from '@store/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** The caller's company, when they are one of a distributor's people (the staff have none: 403). */
export function companyOf(user: AuthUser) {
  if (user.companyId === null) throw new AppError('forbidden', MSG.branchesOnlyDistributors);
  return user.companyId;
}

/** The caller and their company, when they are its owner («Titular»): people, branches and approvals are theirs. */
export function ownerOf(user: AuthUser) {
  const companyId = companyOf(user);
  if (user.companyRole !== 'OWNER') throw new AppError('forbidden', MSG.companyOwnerOnly);
  return { id: user.id, companyId };
}

/** For the staff acting for a company: the company, approved (404 when there is none, 409 when not approved). */
export async function approvedCompany(db: DbOrTx, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('not_found', ADMIN_MSG.distributorNotFound);
  if (company.status !== 'APPROVED') throw new AppError('conflict', ADMIN_MSG.quoteCompanyNotApproved);
  return company;
}

/** A company's first active owner: who an order keyed in for it is placed as. */
export async function firstOwner(db: DbOrTx, companyId: number) {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'OWNER'), eq(users.status, 'APPROVED')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!owner) throw new AppError('conflict', ADMIN_MSG.quoteCompanyNotApproved);
  return owner;
}
