/**
 * What an endpoint is: its method, its path under /api, who may call it, and the zod schemas of its params,
 * query, body and answers. The server registers routes from these (apps/server/src/lib/route.ts) and the web
 * calls them through one client (apps/web/src/lib/api-client.ts), so neither side spells a path or a type.
 */
import type { z } from 'zod';
import type { BackOfficeArea } from './staff-roles.ts';

/** Where the API lives: every endpoint's path is under it, and its OpenAPI document at `${API_BASE}/docs`. */
export const API_BASE = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: anyone; anyone, with the session read when a token is sent (prices); a signed-in user;
 * a signed-in user who sees prices (`buyer`: a distributor's people, or staff whose role sees them, staff-roles.ts);
 * one of those who may also fill a cart and order (`orderer`: not a company's «Consulta», company.ts canOrder);
 * a member of the staff whose role has the endpoint's `area`. The server turns this into its onRequest hooks, before any body is read.
 */
export type Access = 'public' | 'identify' | 'user' | 'buyer' | 'orderer' | 'admin';

type Schema = z.ZodType;

interface EndpointBase {
  method: Method;
  /** under /api, Fastify's syntax: `/product/get_by_id/:id` */
  path: string;
  /** the OpenAPI group */
  tag: string;
  params?: Schema;
  query?: Schema;
  /** a zod schema for JSON, or 'multipart' for a form with files (the route reads it part by part) */
  body?: Schema | 'multipart';
  /** the answer's schema per status; the successful one is 200, 201 or 202 (the smallest listed) */
  responses: { 200: Schema } | { 201: Schema } | { 202: Schema };
  /** left out of the API documentation (the benchmark's own route) */
  hidden?: boolean;
}

/** A back-office endpoint names its part of the back office: only the staff roles that have it may call it (staff.ts). */
export type EndpointDef =
  | (EndpointBase & { access: Exclude<Access, 'admin'>; area?: undefined })
  | (EndpointBase & { access: 'admin'; area: BackOfficeArea });

/** Declares an endpoint, keeping its literal types for both sides. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def;

/** The statuses of an endpoint's successful answers. */
export type SuccessStatus<E extends EndpointDef> = Extract<keyof E['responses'], 200 | 201 | 202>;
/** The success route() answers unless a handler sends another itself: the smallest status listed. */
export type DefaultSuccess<E extends EndpointDef> =
  200 extends SuccessStatus<E> ? 200 : 201 extends SuccessStatus<E> ? 201 : SuccessStatus<E>;

/** The schema of a successful answer: the endpoint's own success, or the one of status `S` (`SuccessSchema<E, 202>`). */
export type SuccessSchema<E extends EndpointDef, S extends SuccessStatus<E> = DefaultSuccess<E>> = E['responses'][S];

/** A successful answer's body, as the web receives it: the endpoint's own success, or the one of status `S`. */
export type ResponseOf<E extends EndpointDef, S extends SuccessStatus<E> = DefaultSuccess<E>> =
  SuccessSchema<E, S> extends Schema ? z.output<SuccessSchema<E, S>> : never;

type Part<S> = S extends Schema ? z.input<S> : never;

/** What a caller sends: the params, query and body it has, each as the schema accepts it. */
export type InputOf<E extends EndpointDef> = (E['params'] extends Schema ? { params: Part<E['params']> } : unknown) &
  (E['query'] extends Schema ? { query?: Part<E['query']> } : unknown) &
  (E['body'] extends 'multipart' ? { body: FormData } : E['body'] extends Schema ? { body: Part<E['body']> } : unknown);

/** `/a/:id/b` with `{ id: 7 }` → `/a/7/b`; each value is encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
