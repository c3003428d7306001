/**
 * A distributor's company (`endpoints.branches`, `endpoints.company`): its branches and its people. Anyone of the
 * company reads them; only an owner changes them. The staff, who have no company, are refused.
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyOf, ownerOf } from './access.ts';
import { createBranch, deleteBranch, listBranches, makeMainBranch, updateBranch } from './branches.ts';
import {
  acceptCompanyInvitation,
  COMPANY_INVITATION_MAIL,
  cancelCompanyInvitation,
  companyInvitationInfo,
  companyInvitationMail,
  companyPeople,
  invitePerson,
  removePerson,
  updatePerson,
} from './people.ts';

const { branches, company } = endpoints;

/** The owner's company. */
const ownedCompanyOf = (user: AuthUser) => ownerOf(user).companyId;

const companyRoutes: FastifyPluginAsync = async (app) => {
  // config.publicUrl is read when the mail is written: with PORT=0 it is known only once the server listens.
  app.mailer.renderer(COMPANY_INVITATION_MAIL, (job) =>
    companyInvitationMail({ db: app.db, publicUrl: app.config.publicUrl }, Number(job.render?.invitationId)),
  );

  route(app, branches.list, async (request) => ({ branches: await listBranches(app.db, companyOf(request.user)) }));

  route(app, branches.create, async (request) => ({
    msg: MSG.branchCreated,
    branch: await createBranch(app.db, ownedCompanyOf(request.user), request.body),
  }));

  route(app, branches.update, async (request) => ({
    msg: MSG.branchUpdated,
    branch: await updateBranch(app.db, ownedCompanyOf(request.user), request.params.id, request.body),
  }));

  route(app, branches.remove, async (request) => {
    await deleteBranch(app.db, ownedCompanyOf(request.user), request.params.id);
    return { msg: MSG.branchDeleted };
  });

  route(app, branches.makeMain, async (request) => ({
    msg: MSG.branchMadeMain,
    branch: await makeMainBranch(app.db, ownedCompanyOf(request.user), request.params.id),
  }));

  route(app, company.people, async (request) => companyPeople(app.db, companyOf(request.user)));

  route(
    app,
    company.invite,
    async (request) => {
      return {
        msg: MSG.companyInvitationSent,
        invitation: await invitePerson({ db: app.db, mailer: app.mailer }, ownerOf(request.user), request.body),
      };
    },
    { config: app.config.formRateLimit },
  );

  route(app, company.cancelInvitation, async (request) => {
    await cancelCompanyInvitation(app.db, ownedCompanyOf(request.user), request.params.id);
    return { msg: MSG.invitationCanceled };
  });

  route(app, company.updatePerson, async (request) => ({
    msg: MSG.personUpdated,
    person: await updatePerson(app, ownedCompanyOf(request.user), request.params.id, request.body),
  }));

  route(app, company.removePerson, async (request) => {
    await removePerson(app, ownedCompanyOf(request.user), request.params.id);
    return { msg: MSG.personRemoved };
  });

  route(app, company.invitation, async (request) => ({ invitation: await companyInvitationInfo(app.db, request.params.token) }));

  route(
    app,
    company.acceptInvitation,
    async (request) => {
      await acceptCompanyInvitation(app.db, request.params.token, request.body.password);
      return { msg: MSG.companyInvitationAccepted };
    },
    { config: app.config.formRateLimit },
  );
};
export default companyRoutes;
