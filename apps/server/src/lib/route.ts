/**
 * Registers a route from its endpoint in `@store/contracts/endpoints`: the path, the method, the schemas
 * and who may call it all come from the table, so a module only writes what the route does.
 */
import { type BackOfficeArea, canUse, type EndpointDef, type HistoryEntity, MSG, type SuccessSchema, seesPrices } from '@store/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
}>;

/** What a handler gives back: the successful answer (as its schema accepts it), or the reply it sent itself. */
type Answer<E extends EndpointDef> = (SuccessSchema<E> extends z.ZodType ? z.input<SuccessSchema<E>> : never) | FastifyReply;

export type EndpointHandler<E extends EndpointDef> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>>;

/** Per-route options the table does not describe (a rate limit, a larger body). */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;

/**
 * How a back-office change reaches the history (issue 15): 'own', the service writes it in the change's own
 * transaction, with the fields before and after; or, for the small settings (brands, banners, bank accounts…),
 * one line written from the request once the change is answered: what was done, to which record, what was sent.
 */
export type HistoryOption = 'own' | GenericHistory;
export interface GenericHistory {
  entity: HistoryEntity;
  /** the record's kind with its article: «la marca» (the action reads «Creó la marca») */
  what: string;
  /** instead of «Creó / Editó / Eliminó {what}» */
  action?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** writes a GenericHistory line for an answered request (modules/history/request-history.ts) */
    recordRequest: (request: FastifyRequest, endpoint: EndpointDef, history: GenericHistory) => Promise<void>;
  }
}

/** Every admin endpoint that changes something says how its change is kept: the compiler asks for `history`. */
type ExtrasOf<E extends EndpointDef> = E extends { access: 'admin' }
  ? E['method'] extends 'GET'
    ? [extras?: RouteExtras]
    : [extras: RouteExtras & { history: HistoryOption }]
  : [extras?: RouteExtras];

/** The staff role's check (staff-roles.ts): a distributor, or a role without this part of the back office, gets 403. */
const requireArea = (area: BackOfficeArea) => async (request: FastifyRequest) => {
  if (!canUse(request.user?.role, area)) throw new AppError('forbidden', MSG.forbidden);
};

/** The routes that carry prices: not for the warehouse (Bodega), which sees none. */
const requirePrices = async (request: FastifyRequest) => {
  if (!seesPrices(request.user?.role)) throw new AppError('forbidden', MSG.forbidden);
};

function hooks(app: FastifyInstance, endpoint: EndpointDef) {
  switch (endpoint.access) {
    case 'public':
      return [];
    case 'identify':
      return [app.identify];
    case 'user':
      return [app.authenticate];
    case 'buyer':
      return [app.authenticate, requirePrices];
    case 'admin':
      return [app.authenticate, requireArea(endpoint.area)];
  }
}

const security: Record<Exclude<EndpointDef['access'], 'public'>, Record<string, string[]>[]> = {
  identify: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  buyer: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

/**
 * `route(app, endpoints.cart.add, async (request) => …)`. The answer's status is the endpoint's success
 * status (201 for a creation), set before the handler runs; errors set their own.
 */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, ...[options]: ExtrasOf<E>) {
  const { history, ...extras }: RouteExtras & { history?: HistoryOption } = options ?? {};
  // Integer keys come out in ascending order: the first is the smallest, the success (errors are 4xx and 5xx).
  const status = Number(Object.keys(endpoint.responses)[0]);
  const body = endpoint.body;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest: hooks(app, endpoint),
    ...extras,
    // Only the parts an endpoint has: Fastify warns about a schema key that is present but undefined.
    schema: {
      tags: [endpoint.tag],
      response: endpoint.responses,
      ...(endpoint.access !== 'public' && { security: security[endpoint.access] }),
      ...(endpoint.hidden && { hide: true }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(body === 'multipart' ? { consumes: ['multipart/form-data'] } : body && { body }),
    },
    handler: async (request, reply) => {
      if (status !== 200) reply.status(status);
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (history && history !== 'own' && reply.statusCode < 400) await app.recordRequest(request, endpoint, history);
      return answer;
    },
  });
}
