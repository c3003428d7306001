import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { overHttps } from '../lib/https.ts';

/**
 * helmet's headers, worked out once and added to every reply. (@fastify/helmet rebuilds the middleware on
 * every request, and running helmet's chain of middlewares on each cost ~8% of a one-off search's time;
 * none of these headers depends on the request.)
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
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)), removeHeader() {} };
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  // HSTS only where the browser came over https (decision 033): a store served over plain http on a shop's
  // LAN must not tell its browsers so, and a browser ignores it over http anyway.
  const hsts = headers['strict-transport-security'];
  delete headers['strict-transport-security'];
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (overHttps(request)) reply.header('strict-transport-security', hsts);
    done();
  });
});
