/**
 * The staff's accounts (Administrador only): the staff page, invitations and changes of role or state; and the
 * invitation's public page, where the e-mailed link sets the new account's password.
 */
import { MSG } from '@store/contracts';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../lib/route.ts';
import {
  acceptInvitation,
  cancelInvitation,
  INVITATION_MAIL,
  invitationInfo,
  invitationMail,
  inviteStaff,
  listStaff,
  resendInvitation,
  updateStaff,
} from './service.ts';

const { staff, invitation } = adminEndpoints;

const staffRoutes: FastifyPluginAsync = async (app) => {
  // config.publicUrl is read when the mail is written: with PORT=0 it is known only once the server listens.
  app.mailer.renderer(INVITATION_MAIL, (job) =>
    invitationMail({ db: app.db, publicUrl: app.config.publicUrl }, Number(job.render?.invitationId)),
  );

  route(app, staff.list, async () => listStaff(app.db));

  route(
    app,
    staff.invite,
    async (request) => {
      const row = await inviteStaff({ db: app.db, mailer: app.mailer }, request.user.id, request.body);
      return { msg: ADMIN_MSG.staffInvited(row.email), invitation: row };
    },
    { history: 'own' },
  );

  route(
    app,
    staff.resend,
    async (request) => {
      const row = await resendInvitation({ db: app.db, mailer: app.mailer }, request.user.id, request.params.id);
      return { msg: ADMIN_MSG.staffInvitationResent(row.email), invitation: row };
    },
    { history: 'own' },
  );

  route(
    app,
    staff.cancel,
    async (request) => {
      const email = await cancelInvitation(app.db, request.user.id, request.params.id);
      return { msg: ADMIN_MSG.staffInvitationCanceled(email) };
    },
    { history: 'own' },
  );

  route(
    app,
    staff.update,
    async (request) => {
      const member = await updateStaff({ db: app.db, sessionCache: app.sessionCache }, request.user.id, request.params.id, request.body);
      return { msg: ADMIN_MSG.staffUpdated(`${member.name} ${member.lastname}`), member };
    },
    { history: 'own' },
  );

  route(app, invitation.get, async (request) => ({ invitation: await invitationInfo(app.db, request.params.token) }));

  route(
    app,
    invitation.accept,
    async (request) => {
      await acceptInvitation(app.db, request.params.token, request.body.password);
      return { msg: MSG.invitationAccepted };
    },
    { config: app.config.formRateLimit },
  );
};
export default staffRoutes;
