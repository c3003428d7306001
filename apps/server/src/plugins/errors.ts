import { MSG } from '@store/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { pgCode, SQLSTATE } from '../lib/sql.ts';

/** Fastify's own client errors, in words a distributor understands. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.badRequest,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MSG.multipartExpected,
  FST_FILES_LIMIT: MSG.filesMax,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what a body over the route's `bodyLimit` hears, when the route says more than the generic message */
    bodyTooLarge?: string;
  }
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ ok: false, msg: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        msg: v.message ?? MSG.badRequest,
      }));
      return reply.status(400).send({ ok: false, msg: errors[0]?.msg ?? MSG.badRequest, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send({ ok: false, msg: MSG.serverError });
    }
    // PostgreSQL's data exceptions (class 22: a value out of range, a byte it cannot store) come from
    // input that slipped past the schemas: still the client's input, so a 400, never a 500.
    if (pgCode(error)?.startsWith(SQLSTATE.dataExceptionClass)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ ok: false, msg: MSG.badRequest });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const routeSays = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config.bodyTooLarge : undefined;
      return reply.status(status).send({ ok: false, msg: routeSays ?? FASTIFY_CODES[error.code] ?? MSG.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(Math.max(status, 500)).send({ ok: false, msg: status === 503 ? MSG.unavailable : MSG.serverError });
  });
});
