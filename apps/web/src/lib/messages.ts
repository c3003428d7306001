import { ApiError, SERVER_ERROR } from './api-client.ts';
import i18n, { keyOfSentence } from './i18n.ts';

/**
 * The server and the shared form rules speak Spanish (packages/contracts MSG). In English the same
 * sentence is looked up by its MSG key; a sentence without a translation stays as the server wrote it.
 */
export function translateMessage(message: string): string {
  // Spanish is the sentence itself; another language's keys are loaded with its texts (i18n.ts).
  const key = keyOfSentence(message);
  return key ? i18n.t(`messages:${key}`, { defaultValue: message }) : message;
}

/** What a failed call tells the user: the server's msg, the error's own message, or 'Server error'. */
export function errorMessage(error: unknown, fallback = SERVER_ERROR): string {
  if (error instanceof ApiError) return translateMessage(error.message);
  if (error instanceof Error && error.message) return translateMessage(error.message);
  return fallback;
}
