/**
 * Accounts: the wholesale registration (a multipart form with PDFs), login and logout, the password reset
 * by e-mailed link and the change of password. The profile itself is in ../users.
 */
import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route, signedInUser } from '../../lib/route.ts';
import { readRegistrationForm } from './documents.ts';
import { LoginAttempts } from './login-limit.ts';
import { clearPageCookie, setPageCookie } from './page-cookie.ts';
import {
  changePassword,
  login,
  passwordResetMail,
  registerDistributor,
  renewPageToken,
  resetPassword,
  revokeSession,
  sendPasswordReset,
} from './service.ts';

const { auth } = endpoints;

/** How long the page cookie lives: as long as the session it opens. */
const pageCookieAge = (app: FastifyInstance) => app.config.sessionDays * 86_400;

const authRoutes: FastifyPluginAsync = async (app) => {
  sessionRoutes(app);
  passwordRoutes(app);
};

/** The registration, and a session's start (login, per address and per account), end and page cookie. */
function sessionRoutes(app: FastifyInstance) {
  const limited = app.config.formRateLimit;
  const attempts = new LoginAttempts(app.redis, app.config.redisKeyPrefix);
  route(
    app,
    auth.register,
    async (request) => {
      const { fields, files } = await readRegistrationForm(request);
      await registerDistributor(app.servicesFor(request), fields, files);
      return { msg: MSG.registered };
    },
    { config: limited },
  );

  route(
    app,
    auth.login,
    async (request, reply) => {
      // Per address (the route's limit) and per account (the e-mail, already trimmed and lower-cased).
      const { email, password } = request.body;
      if (await attempts.tooMany(email)) throw new AppError('too_many_requests', MSG.tooManyRequests);
      let session: Awaited<ReturnType<typeof login>>;
      try {
        session = await login(app.db, email, password, app.config.sessionDays);
      } catch (err) {
        // Only a wrong password counts against the account; a right one for a pending account does not.
        if (!(err instanceof AppError && err.kind === 'unauthorized')) await attempts.succeeded(email);
        throw err;
      }
      await attempts.succeeded(email);
      setPageCookie(request, reply, session.pageToken, pageCookieAge(app));
      return { msg: MSG.loginOk, user: session.user };
    },
    { config: limited },
  );

  route(app, auth.logout, async (request, reply) => {
    const user = request.user;
    await revokeSession(app.db, app.sessionCache, user.sessionId, user.tokenHash);
    clearPageCookie(request, reply);
    return { msg: MSG.loggedOut };
  });

  route(app, auth.pageSession, async (request, reply) => {
    const pageToken = await renewPageToken(app.db, app.sessionCache, request.user.sessionId);
    if (!pageToken) throw new AppError('unauthorized', MSG.unauthorized);
    setPageCookie(request, reply, pageToken, pageCookieAge(app));
    return { msg: MSG.pageSessionSet };
  });
}

/** The password: its reset by e-mailed link (the e-mail written when sent), and its change by the signed-in user. */
function passwordRoutes(app: FastifyInstance) {
  const limited = app.config.formRateLimit;
  // config.publicUrl is read when the mail is written: with PORT=0 it is known only once the server listens.
  app.mailer.renderer('password-reset', (job) => passwordResetMail({ db: app.db, publicUrl: app.config.publicUrl }, job.to));

  route(
    app,
    auth.sendPasswordReset,
    async (request) => {
      await sendPasswordReset(app.mailer, request.body.email);
      return { msg: MSG.resetSent };
    },
    { config: limited },
  );

  route(
    app,
    auth.resetPassword,
    async (request, reply) => {
      const { userid, token, password } = request.body;
      await resetPassword(app.db, app.sessionCache, userid, token, password);
      // every session of the account has ended: this browser's page cookie with them
      clearPageCookie(request, reply);
      return { msg: MSG.resetOk };
    },
    { config: limited },
  );

  route(
    app,
    auth.changePassword,
    async (request, reply) => {
      const user = request.user;
      await changePassword(app.db, app.sessionCache, user, request.body.currentPassword, request.body.newPassword);
      // The other sessions have ended; this one stays, with a new page cookie (the old one may have been copied).
      const pageToken = await renewPageToken(app.db, app.sessionCache, user.sessionId);
      if (pageToken) setPageCookie(request, reply, pageToken, pageCookieAge(app));
      else clearPageCookie(request, reply);
      return { msg: MSG.passwordChanged };
    },
    // Counted per account, after the session is known: a stolen session cannot guess the password by
    // brute force, from one address or from many.
    { config: { rateLimit: { ...limited.rateLimit, hook: 'preHandler', keyGenerator: (request) => `user:${signedInUser(request).id}` } } },
  );
}
export default authRoutes;
