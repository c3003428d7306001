import { API_BASE, type EndpointDef, fillPath, type InputOf, type ResponseOf } from '@store/contracts/endpoint';
import { CONNECTION_MSG as MSG } from '@store/contracts/messages/connection';
import { session } from './session.ts';

/** A failed call: the server's `msg` (docs/product.md §8), or 'Server error' when it sent none. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SERVER_ERROR = 'Server error';

/** No answer at all (offline, or the connection dropped): status 0 and a sentence that says so. */
export const isNetworkError = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 0;

type QueryValue = string | number | boolean | null | undefined;
interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** How a request reaches the API: the browser's fetch, or on the server the app itself (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(send: typeof fetch) {
  transport = send;
}

let onUnauthorized: (message: string) => void = () => {};
/** What a 401 on an authenticated call does (the app clears the session and goes to /login, saying why). */
export function setUnauthorizedHandler(handler: (message: string) => void) {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/**
 * Where a request to the API goes and the session's token header it carries: every way of talking to the
 * API (`call` below, the files of lib/files.ts) starts here.
 */
export function apiRequest(path: string, query?: Record<string, QueryValue>) {
  const url = buildUrl(path, query);
  const token = session.token();
  const sendsToken = Boolean(token);
  const headers: Record<string, string> = sendsToken ? { authorization: `Bearer ${token}` } : {};
  return { url, headers, sendsToken };
}

/**
 * The error of an answer that failed: the server's `msg` (or SERVER_ERROR) as an ApiError. A 401 to a
 * request that carried the token ends the session first (the app goes to /login, saying why).
 */
export function answerError(status: number, data: { msg?: string } | null, sentToken: boolean): ApiError {
  if (status === 401 && sentToken) {
    session.clear();
    onUnauthorized(data?.msg || MSG.unauthorized);
  }
  return new ApiError(status, data?.msg || SERVER_ERROR, data);
}

async function send<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { url, headers: tokenHeader, sendsToken } = apiRequest(path, options.query);
  const headers: Record<string, string> = { accept: 'application/json', ...tokenHeader };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const method = options.method ?? 'GET';
  // A change asked of a browser that knows it is offline is not tried: the buyer hears it at once and may
  // retry. A read still is: the service worker may answer it with the copy it kept (decision 027).
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, MSG.offline);
  let response: Response;
  try {
    response = await transport(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, MSG.offline);
  }
  const data = (await response.json().catch(() => null)) as { ok?: boolean; msg?: string } | null;
  if (!response.ok || data?.ok === false) {
    if (response.status === 503) console.debug('service unavailable', url);
    throw answerError(response.status, data, sendsToken);
  }
  return data as T;
}

type CallInput = { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };

/**
 * Calls an endpoint of `@store/contracts/endpoints`: its path, method and answer type come from the table.
 * `call(endpoints.cart.remove, { params: { id } })`.
 */
export function call<E extends EndpointDef>(
  endpoint: E,
  ...[input, options]: Record<never, never> extends InputOf<E>
    ? [input?: InputOf<E>, options?: { signal?: AbortSignal }]
    : [input: InputOf<E>, options?: { signal?: AbortSignal }]
): Promise<ResponseOf<E>> {
  const { params, query, body } = (input ?? {}) as CallInput;
  return send<ResponseOf<E>>(fillPath(endpoint.path, params), { method: endpoint.method, query, body, signal: options?.signal });
}
