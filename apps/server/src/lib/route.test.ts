import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { endpoint } from '@store/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from './route.ts';

const answer = z.object({ ok: z.literal(true), n: z.number() });
const sentItself = endpoint({ method: 'GET', path: '/sent-itself', access: 'public', tag: 'test', responses: { 200: answer } });
const sentLater = endpoint({ method: 'GET', path: '/sent-later', access: 'public', tag: 'test', responses: { 200: answer } });
const answered = endpoint({ method: 'GET', path: '/answered', access: 'public', tag: 'test', responses: { 200: answer } });

describe('route(): a handler that sends its reply itself', () => {
  // What the server logs at the level the bench runs it with (LOG_LEVEL=warn).
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    route(app, sentItself, async (_request, reply) => reply.type('application/json').send('{"ok":true,"n":1}'));
    // As sendCached does with a gzip copy made off the event loop: the send comes after an await.
    route(app, sentLater, async (_request, reply) => {
      await delay(5);
      return reply.type('application/json').send('{"ok":true,"n":2}');
    });
    route(app, answered, async () => ({ n: 3 }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('is not sent a second time: nothing is logged, however many requests (the log outgrew the heap under load)', async () => {
    for (let i = 0; i < 50; i++) {
      const [now, later] = await Promise.all([app.inject({ url: '/sent-itself' }), app.inject({ url: '/sent-later' })]);
      expect(now.json()).toEqual({ ok: true, n: 1 });
      expect(later.json()).toEqual({ ok: true, n: 2 });
    }
    // the second send, when there was one, came once the first response was written
    await delay(20);
    const sentTwice = lines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'));
    expect(sentTwice.length, sentTwice[0]).toBe(0);
    expect(lines).toEqual([]);
  });

  it('still gets its answer wrapped in the envelope when it returns one', async () => {
    const res = await app.inject({ url: '/answered' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, n: 3 });
  });
});
