import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * helmet's headers, configured once. (@fastify/helmet rebuilds the middleware on every request, which
 * cost a few percent of a catalogue request's time.)
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const apply = helmet({
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The store may be served over plain http on a shop's LAN; do not force https sub-requests.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (err) => done(err as Error | undefined)));
});
