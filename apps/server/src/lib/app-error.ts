import { MSG } from '@store/contracts';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;

/** A failure the caller can act on: its kind picks the status, its message is shown to the user. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: { field: string; msg: string }[],
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[kind];
  }
}

export const badRequest = (msg: string) => new AppError('bad_request', msg);
export const notFound = (msg: string) => new AppError('not_found', msg);

/** A form that failed its schema: the first message leads, every field's message follows. */
export function invalidFields(issues: { path: PropertyKey[]; message: string }[]) {
  const errors = issues.map((i) => ({ field: i.path.map(String).join('.'), msg: i.message }));
  return new AppError('bad_request', errors[0]?.msg ?? MSG.badRequest, errors);
}
