/**
 * The history's line for a small back-office setting (a brand, a banner, a bank account…, see HistoryOption in
 * lib/route.ts): written once the change is answered, from the request: who, what, which record and what was sent.
 */
import type { EndpointDef, HistoryFields, HistoryValue } from '@store/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GenericHistory } from '../../lib/route.ts';
import { recordChange } from './service.ts';

const VERBS: Record<string, string> = { POST: 'Creó', PUT: 'Editó', PATCH: 'Editó', DELETE: 'Eliminó' };
/** never copied into the history */
const SECRET = /password|token|csv/i;

/** The scalar fields of a JSON body, as sent (long texts cut, lists counted). */
function sentFields(body: unknown): HistoryFields | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields: HistoryFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (SECRET.test(key)) continue;
    let v: HistoryValue;
    if (value === null || typeof value === 'number' || typeof value === 'boolean') v = value;
    else if (typeof value === 'string') v = value.length > 200 ? `${value.slice(0, 200)}…` : value;
    else if (Array.isArray(value))
      v = value.every((x) => typeof x !== 'object') ? value.join(', ').slice(0, 200) : `${value.length} elementos`;
    else continue;
    fields[key] = v;
  }
  return Object.keys(fields).length ? fields : null;
}

export default fp(async function requestHistory(app: FastifyInstance) {
  app.decorate('recordRequest', async (request: FastifyRequest, endpoint: EndpointDef, history: GenericHistory) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const id = typeof params.id === 'number' ? params.id : null;
    const after = endpoint.body === 'multipart' ? null : sentFields(request.body);
    const name = typeof after?.name === 'string' ? after.name : null;
    const noun = history.what.split(' ').slice(1).join(' ');
    const label = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}${name ? ` «${name}»` : id ? ` #${id}` : ''}`;
    try {
      await recordChange(app.db, request.user!.id, {
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
