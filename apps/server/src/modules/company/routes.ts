/** A distributor's branches (`endpoints.branches`): the staff, who have none, are refused. */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { createBranch, deleteBranch, listBranches, makeMainBranch, updateBranch } from './branches.ts';

const { branches } = endpoints;

/** The caller's account, when it is a distributor's. */
function companyOf(user: { id: number; role: string }) {
  if (user.role !== 'DISTRIBUTOR') throw new AppError('forbidden', MSG.branchesOnlyDistributors);
  return user.id;
}

const companyRoutes: FastifyPluginAsync = async (app) => {
  route(app, branches.list, async (request) => ({ branches: await listBranches(app.db, companyOf(request.user)) }));

  route(app, branches.create, async (request) => ({
    msg: MSG.branchCreated,
    branch: await createBranch(app.db, companyOf(request.user), request.body),
  }));

  route(app, branches.update, async (request) => ({
    msg: MSG.branchUpdated,
    branch: await updateBranch(app.db, companyOf(request.user), request.params.id, request.body),
  }));

  route(app, branches.remove, async (request) => {
    await deleteBranch(app.db, companyOf(request.user), request.params.id);
    return { msg: MSG.branchDeleted };
  });

  route(app, branches.makeMain, async (request) => ({
    msg: MSG.branchMadeMain,
    branch: await makeMainBranch(app.db, companyOf(request.user), request.params.id),
  }));
};
export default companyRoutes;
