/**
 * Requests named by their endpoint (`endpoints` of `@store/contracts/endpoints/store`, `adminEndpoints` of
 * `…/admin`): a test writes `call(store.app, endpoints.sales.detail, { params: { id }, token })`, never the
 * path, so it follows the table when a path changes and reads as the endpoint it calls.
 */
import { API_BASE, type EndpointDef, fillPath } from '@store/contracts/endpoint';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app.ts';

/** A value in a path or a query string: well formed, or malformed on purpose (`'0x1'`, `'abc'`). */
type Value = string | number | boolean;
type Names<S> = S extends z.ZodType ? keyof z.input<S> & string : never;

/** The endpoint's params by name: a name the endpoint does not have, or one left out, fails the type check. */
export type ParamsOf<E extends EndpointDef> = { [K in Names<E['params']>]: Value };
/** The endpoint's query by name (none for an endpoint without a query); an undefined value is left out. */
export type QueryOf<E extends EndpointDef> = [Names<E['query']>] extends [never]
  ? Record<string, never>
  : { [K in Names<E['query']>]?: Value | undefined };

type PathArgs<E extends EndpointDef> = [Names<E['params']>] extends [never]
  ? [params?: Record<string, never>, query?: QueryOf<E>]
  : [params: ParamsOf<E>, query?: QueryOf<E>];

/** `apiPath(endpoints.catalog.product, { id: 7 })` → `/api/product/get_by_id/7`; each value is encoded. */
export function apiPath<E extends EndpointDef>(endpoint: E, ...[params, query]: PathArgs<E>): string {
  return pathOf(endpoint, params, query);
}

/** apiPath() without the check of the names, for a caller that holds an endpoint of no particular type (the process tests). */
export function pathOf(endpoint: EndpointDef, params?: Record<string, Value>, query?: Record<string, Value | undefined>): string {
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_BASE}${fillPath(endpoint.path, params)}${search ? `?${search}` : ''}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A request: its params (when the endpoint has any), query, body (`payload`, JSON or a `multipart()` form's
 * bytes with its headers), the caller's token, any other headers and the address it comes from.
 */
export type CallInput<E extends EndpointDef> = ([Names<E['params']>] extends [never] ? { params?: undefined } : { params: ParamsOf<E> }) & {
  query?: QueryOf<E>;
  payload?: InjectOptions['payload'];
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

type CallArgs<E extends EndpointDef> = [Names<E['params']>] extends [never] ? [input?: CallInput<E>] : [input: CallInput<E>];

/** `call(store.app, endpoints.cart.add, { token, payload: { prodvarid, quantity: 1 } })`: the endpoint's method at its path. */
export function call<E extends EndpointDef>(
  app: Pick<App, 'inject'>,
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<LightMyRequestResponse> {
  const { params, query, token, headers, ...rest } = (input ?? {}) as CallInput<E>;
  return app.inject({
    method: endpoint.method,
    url: pathOf(endpoint, params, query),
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    ...rest,
  });
}

/**
 * call() with the app and token a file's requests share, read as each is sent (both are made in beforeAll):
 * `const asAdmin = caller(() => ({ app: store.app, token: adminToken }))`, then
 * `asAdmin(adminEndpoints.orders.get, { params: { id } })`. A request's own `token` wins.
 */
export const caller =
  (shared: () => { app: Pick<App, 'inject'>; token: string }) =>
  <E extends EndpointDef>(endpoint: E, ...[input]: CallArgs<E>) => {
    const { app, token } = shared();
    return call(app, endpoint, ...([{ token, ...input }] as CallArgs<E>));
  };
