/**
 * PostgreSQL connections that prepare each parameterised statement once (decision 044): PostgreSQL parses
 * and plans a named statement the first time a connection runs it, then only binds and executes it.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * At most this many statements prepared on one connection: PostgreSQL keeps each one's plan in that
 * connection's memory until it closes. The store's hot paths use a few dozen texts; a text past the budget
 * (an `in (…)` list of a length not seen before, say) runs unnamed, as every statement did before.
 */
export const PREPARED_PER_CONNECTION = 100;

type Config = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** The statement's name: the text's digest, so that one text always has one name on every connection. */
const nameOf = (text: string) => `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/** Makes `client` (a pool's connection, as it connects) run its parameterised statements as named ones. */
export function prepareStatements(client: pg.Client) {
  const run = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  // text → name: a statement already prepared is found by its text, and only a new one is hashed
  const prepared = new Map<string, string>();
  const query = (config: unknown, values?: unknown, callback?: unknown) => {
    const object = typeof config === 'object' && config !== null ? (config as Config) : undefined;
    const text = object ? object.text : config;
    const params = Array.isArray(values) ? values : object?.values;
    // A statement without parameters may hold several (a migration, the job queue's set-up), which cannot be
    // prepared; a cursor or a stream (`submit`) and an already named statement go as they came.
    if (typeof text !== 'string' || !Array.isArray(params) || params.length === 0 || object?.name || object?.submit) {
      return run(config, values, callback);
    }
    let name = prepared.get(text);
    if (name === undefined) {
      if (prepared.size >= PREPARED_PER_CONNECTION) return run(config, values, callback);
      name = nameOf(text);
      prepared.set(text, name);
    }
    return run(object ? { ...object, name } : { text, name }, values, callback);
  };
  client.query = query as typeof client.query;
}
