/**
 * Accounts: the wholesale registration (a multipart form with PDFs), login and logout, the password reset
 * by e-mailed link and the change of password. The profile itself is in ../users.
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { readRegistrationForm } from './documents.ts';
import {
  changePassword,
  login,
  passwordResetMail,
  registerDistributor,
  resetPassword,
  revokeSession,
  sendPasswordReset,
} from './service.ts';

const { auth } = endpoints;

const authRoutes: FastifyPluginAsync = async (app) => {
  const limited = app.config.formRateLimit;
  // config.publicUrl is read when the mail is written: with PORT=0 it is known only once the server listens.
  app.mailer.renderer('password-reset', (job) => passwordResetMail({ db: app.db, publicUrl: app.config.publicUrl }, job.to));

  route(
    app,
    auth.register,
    async (request) => {
      const { fields, files } = await readRegistrationForm(request);
      await registerDistributor(
        {
          db: app.db,
          storage: app.storage,
          mailer: app.mailer,
          log: request.log,
          storeInbox: app.config.storeInbox,
          publicUrl: app.config.publicUrl,
        },
        fields,
        files,
      );
      return { ok: true as const, msg: MSG.registered };
    },
    { config: limited },
  );

  route(
    app,
    auth.login,
    async (request) => {
      const user = await login(app.db, request.body.email, request.body.password, app.config.sessionDays);
      return { ok: true as const, msg: MSG.loginOk, user };
    },
    { config: limited },
  );

  route(app, auth.logout, async (request) => {
    const user = request.user!;
    await revokeSession(app.db, app.sessionCache, user.sessionId, user.tokenHash);
    return { ok: true as const, msg: MSG.loggedOut };
  });

  route(
    app,
    auth.sendPasswordReset,
    async (request) => {
      await sendPasswordReset(app.mailer, request.body.email);
      return { ok: true as const, msg: MSG.resetSent };
    },
    { config: limited },
  );

  route(
    app,
    auth.resetPassword,
    async (request) => {
      const { userid, token, password } = request.body;
      await resetPassword(app.db, app.sessionCache, userid, token, password);
      return { ok: true as const, msg: MSG.resetOk };
    },
    { config: limited },
  );

  route(
    app,
    auth.changePassword,
    async (request) => {
      await changePassword(app.db, app.sessionCache, request.user!, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const, msg: MSG.passwordChanged };
    },
    // Counted per account, after the session is known: a stolen session cannot guess the password by
    // brute force, from one address or from many.
    { config: { rateLimit: { ...limited.rateLimit, hook: 'preHandler', keyGenerator: (request) => `user:${request.user!.id}` } } },
  );
};
export default authRoutes;
