import {
  changePasswordBody,
  loginBody,
  loginResponse,
  MSG,
  okResponse,
  registerFields,
  resetPasswordBody,
  resetSendBody,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/app-error.ts';
import { checkDocuments, readRegistrationForm } from './documents.ts';
import { changePassword, login, registerDistributor, resetPassword, revokeSession, sendPasswordReset } from './service.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = app.config.formRateLimit;
  const secured = [{ bearer: [] }];

  app.post(
    '/auth/register_whole_sale',
    { config: limited, schema: { tags: ['auth'], consumes: ['multipart/form-data'], response: { 201: okResponse } } },
    async (request, reply) => {
      const { fields, files } = await readRegistrationForm(request);
      const parsed = registerFields.safeParse(fields);
      if (!parsed.success) throw invalidFields(parsed.error.issues);
      checkDocuments(files);
      await registerDistributor(
        {
          db: app.db,
          storage: app.storage,
          mailer: app.mailer,
          log: request.log,
          storeInbox: app.config.storeInbox,
          publicUrl: app.config.publicUrl,
        },
        parsed.data,
        files,
      );
      return reply.status(201).send({ ok: true as const, msg: MSG.registered });
    },
  );

  app.post(
    '/auth/login_whole_sale',
    { config: limited, schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } } },
    async (request) => {
      const user = await login(app.db, request.body.email, request.body.password, app.config.sessionDays);
      return { ok: true as const, msg: MSG.loginOk, user };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: app.authenticate, schema: { tags: ['auth'], security: secured, response: { 200: okResponse } } },
    async (request) => {
      const user = request.user!;
      await revokeSession(app.db, app.sessionCache, user.sessionId, user.tokenHash);
      return { ok: true as const, msg: MSG.loggedOut };
    },
  );

  app.put(
    '/auth/reset_password_send',
    { config: limited, schema: { tags: ['auth'], body: resetSendBody, response: { 200: okResponse } } },
    async (request) => {
      await sendPasswordReset({ db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.publicUrl }, request.body.email);
      return { ok: true as const, msg: MSG.resetSent };
    },
  );

  app.post(
    '/auth/reset_password',
    { config: limited, schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: okResponse } } },
    async (request) => {
      const { userid, token, password } = request.body;
      await resetPassword(app.db, app.sessionCache, userid, token, password);
      return { ok: true as const, msg: MSG.resetOk };
    },
  );

  app.put(
    '/auth/change_password',
    {
      onRequest: app.authenticate,
      // Counted per account, after the session is known: a stolen session cannot guess the password by
      // brute force, from one address or from many.
      config: { rateLimit: { ...limited.rateLimit, hook: 'preHandler', keyGenerator: (request) => `user:${request.user!.id}` } },
      schema: { tags: ['auth'], security: secured, body: changePasswordBody, response: { 200: okResponse } },
    },
    async (request) => {
      await changePassword(app.db, app.sessionCache, request.user!, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const, msg: MSG.passwordChanged };
    },
  );
};
export default authRoutes;
