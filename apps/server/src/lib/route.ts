/**
 * Registers a route from its endpoint in `@store/contracts/endpoints`: the path, the method, the schemas
 * and who may call it all come from the table, so a module only writes what the route does.
 */
import {
  type BackOfficeArea,
  canOrder,
  canUse,
  type EndpointDef,
  type HistoryEntity,
  MSG,
  type SuccessSchema,
  seesPrices,
} from '@store/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The endpoints whose hooks let no request through without a session: their handlers get the user as given. */
type SignedIn<E extends EndpointDef> = E['access'] extends 'user' | 'buyer' | 'orderer' | 'admin'
  ? { user: NonNullable<FastifyRequest['user']> }
  : unknown;

export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
}> &
  SignedIn<E>;

/** The envelope's `ok: true` is route()'s to add: a handler gives the rest of the answer. */
type WithoutOk<T> = T extends { ok: true } ? Omit<T, 'ok'> : T;

/** What a handler gives back: the successful answer (as its schema accepts it), or the reply it sent itself. */
type Answer<E extends EndpointDef> = WithoutOk<SuccessSchema<E> extends z.ZodType ? z.input<SuccessSchema<E>> : never> | FastifyReply;

export type EndpointHandler<E extends EndpointDef> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>>;

/** A handler whose change touched some products' stock: it says which, and route() forgets them once answered. */
type StockHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Exclude<Answer<E>, FastifyReply> & { changedProducts: readonly number[] }>;

/** Per-route options the table does not describe (a rate limit, a larger body). */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;

/**
 * How a back-office change reaches the history (decision 030): 'own', the service writes it in the change's own
 * transaction, with the fields before and after; 'reads', a POST that only reads (a review of pasted lines); or, for the small settings (brands, banners, bank accounts…),
 * one line written from the request once the change is answered: what was done, to which record, what was sent.
 */
export type HistoryOption = 'own' | 'reads' | GenericHistory;
export interface GenericHistory {
  entity: HistoryEntity;
  /** the record's kind with its article: «la marca» (the action reads «Creó la marca») */
  what: string;
  /** instead of «Creó / Editó / Eliminó {what}» */
  action?: string;
}

/**
 * What a change makes stale once it is answered: 'catalog', every cached page, card, list and price-list file
 * (a name, a price, a picture changed); 'products', the cards and pages of the products whose stock the handler
 * says changed (its answer's `changedProducts`, which is not sent). plugins/caches.ts applies it, on every instance.
 */
export type CacheChange = { kind: 'catalog' } | { kind: 'products'; ids: readonly number[] };

declare module 'fastify' {
  interface FastifyInstance {
    /** writes a GenericHistory line for an answered request (modules/admin/history/request-history.ts) */
    recordRequest: (request: FastifyRequest, endpoint: EndpointDef, history: GenericHistory) => Promise<void>;
    /** makes what a committed change touched stale, here and on the other instances (plugins/caches.ts) */
    invalidate: (change: CacheChange) => void;
  }
}

/** Every admin endpoint that changes something says how its change is kept: the compiler asks for `history`. */
type HistoryOf<E extends EndpointDef> = E extends { access: 'admin' }
  ? E['method'] extends 'GET'
    ? unknown
    : { history: HistoryOption }
  : unknown;
type ExtrasOf<E extends EndpointDef> = RouteExtras & HistoryOf<E> & { invalidates?: 'catalog' };
/** The options are optional where no `history` is asked for. */
type OptionsOf<E extends EndpointDef> = HistoryOf<E> extends { history: HistoryOption } ? [extras: ExtrasOf<E>] : [extras?: ExtrasOf<E>];

/** The signed-in user of a request whose hooks required one (a rate limit's key, a history line): never null there. */
export function signedInUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', MSG.unauthorized);
  return request.user;
}

/** The staff role's check (staff-roles.ts): a distributor, or a role without this part of the back office, gets 403. */
const requireArea = (area: BackOfficeArea) => async (request: FastifyRequest) => {
  if (!canUse(request.user?.role, area)) throw new AppError('forbidden', MSG.forbidden);
};

/** The routes that carry prices: not for the warehouse (Bodega), which sees none. */
const requirePrices = async (request: FastifyRequest) => {
  if (!seesPrices(request.user?.role)) throw new AppError('forbidden', MSG.forbidden);
};

/** The routes that fill a cart or order: not for a company's «Consulta» (docs/product.md §28), told why. */
const requireOrdering = async (request: FastifyRequest) => {
  if (!canOrder(request.user?.companyRole)) throw new AppError('forbidden', MSG.viewerCannotOrder);
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
    case 'orderer':
      return [app.authenticate, requirePrices, requireOrdering];
    case 'admin':
      return [app.authenticate, requireArea(endpoint.area)];
  }
}

const security: Record<Exclude<EndpointDef['access'], 'public'>, Record<string, string[]>[]> = {
  identify: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  buyer: [{ bearer: [] }],
  orderer: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

/**
 * Whether the handler sent the reply itself (the catalogue's cached bytes, a file). It returns the reply, a
 * thenable, which route()'s await turns into undefined once the response is written: nothing is left to send.
 * Sending `{ ok: true }` after it logged FST_ERR_REP_ALREADY_SENT with its stack on every catalogue answer;
 * the logger writes stdout 16 KB per write, so under load the lines waited in its buffer, in the heap, and
 * `npm run bench` ran the server out of its 512 MB heap.
 */
function sentItself(reply: FastifyReply, answer: unknown): boolean {
  return answer === undefined || answer === reply || reply.sent;
}

/**
 * `route(app, endpoints.cart.add, async (request) => …)`. The answer's status is the endpoint's success
 * status (201 for a creation), set before the handler runs; errors set their own. The handler gives the answer
 * without its `ok: true`, which is added here; once a change is answered, its history line is written and the
 * caches it `invalidates` are made stale.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: StockHandler<E>,
  options: RouteExtras & HistoryOf<E> & { invalidates: 'products' },
): void;
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  ...options: OptionsOf<E>
): void;
export function route(
  app: FastifyInstance,
  endpoint: EndpointDef,
  // The overloads type the handler from the endpoint; the hooks make the request what they say.
  handler: (request: never, reply: FastifyReply) => Promise<unknown>,
  options: RouteExtras & { history?: HistoryOption; invalidates?: 'catalog' | 'products' } = {},
) {
  const { history, invalidates, ...extras } = options;
  // Integer keys come out in ascending order: the first is the smallest, the success (errors are 4xx and 5xx).
  const status = Number(Object.keys(endpoint.responses)[0]) as keyof EndpointDef['responses'];
  const success = (endpoint.responses as Record<number, z.ZodType>)[status];
  const envelope = success instanceof z.ZodObject && 'ok' in success.shape;
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
      let answer = await handler(request as never, reply);
      if (reply.statusCode >= 400) return answer;
      if (history && typeof history === 'object') await app.recordRequest(request, endpoint, history);
      if (invalidates === 'products') {
        const { changedProducts, ...rest } = answer as { changedProducts: readonly number[] };
        if (changedProducts.length) app.invalidate({ kind: 'products', ids: changedProducts });
        answer = rest;
      } else if (invalidates === 'catalog') app.invalidate({ kind: 'catalog' });
      if (sentItself(reply, answer)) return undefined;
      return envelope ? { ok: true, ...(answer as object) } : answer;
    },
  });
}
