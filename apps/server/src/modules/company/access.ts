import { MSG } from '@store/contracts';
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
