/**
 * The history's line for a small back-office setting (a brand, a banner, a bank account…, see HistoryOption in
 * lib/route.ts): written once the change is answered, from the request: who, what, which record and what was sent.
 */
import {
  type EndpointDef,
  HISTORY_SKIP_LENGTH,
  HISTORY_TEXT,
  HISTORY_VALUE_LENGTH,
  type HistoryFields,
  type HistoryValue,
  historyFieldLabel,
  historyValueOf,
} from '@store/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type GenericHistory, signedInUser } from '../../../lib/route.ts';
import { recordChange } from './service.ts';

const VERBS: Record<string, string> = { POST: 'Creó', PUT: 'Editó', PATCH: 'Editó', DELETE: 'Eliminó' };
/** never copied into the history */
const SECRET = /password|token|csv/i;

/** At most this many fields of one request are kept (a settings form has a handful). */
const MAX_SENT_FIELDS = 20;

/** A JSON object as a parser makes it: not a Buffer, a typed array, a stream or a string (a file's body). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A sent value as the history keeps it: long texts cut, very long ones and objects left out, lists counted. */
function keptValue(key: string, value: unknown): HistoryValue | undefined {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return historyValueOf(key, value);
  if (typeof value === 'string') {
    if (value.length > HISTORY_SKIP_LENGTH) return undefined;
    return value.length > HISTORY_VALUE_LENGTH ? `${value.slice(0, HISTORY_VALUE_LENGTH)}…` : value;
  }
  if (Array.isArray(value)) {
    const scalars = value.length <= 50 && value.every((x) => x === null || typeof x !== 'object');
    return scalars ? value.join(', ').slice(0, HISTORY_VALUE_LENGTH) : `${value.length} elementos`;
  }
  return undefined;
}

/**
 * The scalar fields of a JSON body, as sent, by the staff's words («Activo: Sí»). A body that is not a JSON
 * object (a CSV or an image: a Buffer, a stream, a text) is recorded as a file, never as its bytes (decision 030).
 */
export function sentFields(body: unknown): HistoryFields | null {
  // a JSON list or a bare number is no form: nothing to show field by field
  if (body === undefined || body === null || Array.isArray(body) || typeof body === 'number' || typeof body === 'boolean') return null;
  if (!isPlainObject(body)) return { [HISTORY_TEXT.fileField]: HISTORY_TEXT.fileOmitted };
  const fields: HistoryFields = {};
  let count = 0;
  for (const key in body) {
    if (count === MAX_SENT_FIELDS) break;
    if (!Object.hasOwn(body, key) || SECRET.test(key)) continue;
    const v = keptValue(key, body[key]);
    if (v === undefined) continue;
    fields[historyFieldLabel(key)] = v;
    count++;
  }
  return count ? fields : null;
}

export default fp(async function requestHistory(app: FastifyInstance) {
  app.decorate('recordRequest', async (request: FastifyRequest, endpoint: EndpointDef, history: GenericHistory) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const id = typeof params.id === 'number' ? params.id : null;
    const after = endpoint.body === 'multipart' ? { [HISTORY_TEXT.fileField]: HISTORY_TEXT.fileOmitted } : sentFields(request.body);
    const sentName = isPlainObject(request.body) ? request.body.name : null;
    const name = typeof sentName === 'string' ? sentName.slice(0, HISTORY_VALUE_LENGTH) : null;
    const noun = history.what.split(' ').slice(1).join(' ');
    const label = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}${name ? ` «${name}»` : id ? ` #${id}` : ''}`;
    try {
      await recordChange(app.db, signedInUser(request).id, {
        entity: history.entity,
        entityId: id,
        label,
        action: history.action ?? `${VERBS[endpoint.method] ?? 'Cambió'} ${history.what}`,
        before: null,
        after,
      });
    } catch (err) {
      // the change itself is made and answered: a lost history line is logged, not turned into an error
      request.log.error({ err }, 'history line not written');
    }
  });
});
