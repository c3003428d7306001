import { translateMessage } from '../../lib/messages.ts';

/** A field's rule message, in the reader's language when a translation exists. */
export function fieldMessage(error?: { message?: string }): string | undefined {
  return error?.message ? translateMessage(error.message) : undefined;
}
