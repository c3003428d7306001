import { MSG } from '@store/contracts/messages';
import i18n from './i18n.ts';

const keyOf = new Map<string, string>();
for (const [key, value] of Object.entries(MSG)) if (typeof value === 'string') keyOf.set(value, key);

/**
 * The server and the shared form rules speak Spanish (packages/contracts MSG). In English the same
 * sentence is looked up by its MSG key; a sentence without a translation stays as the server wrote it.
 */
export function translateMessage(message: string): string {
  const key = keyOf.get(message);
  return key ? i18n.t(`messages:${key}`, { defaultValue: message }) : message;
}
