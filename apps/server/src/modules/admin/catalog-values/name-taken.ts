import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';

/** A unique-name race lost to another write reads like the check before it (`message`); anything else goes on. */
export function nameTaken(err: unknown, message: string): never {
  if (isUniqueViolation(err)) throw new AppError('conflict', message);
  throw err;
}
