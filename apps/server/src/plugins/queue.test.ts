import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { createQueue, type Queue } from './queue.ts';

let database: Database;
let queue: Queue;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  queue = await createQueue(database, pino({ level: 'silent' }), { workers: true, mailRetry: { limit: 0, delaySeconds: 0 } });
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe('the job queue, once stopped', () => {
  it('answers the completion or failure pg-boss sends for a job that outlived the stop, without touching the job', async () => {
    const id = await queue.send('mail', { to: 'ana@example.com' });
    if (!id) throw new Error('no job written');
    const [job] = await queue.boss.fetch('mail');
    expect(job.id).toBe(id);
    await queue.stop(1_000);
    // pg-boss sends these without awaiting them: a throw here was an unhandled rejection in the process.
    await expect(queue.boss.fail('mail', id, new Error('tarde'))).resolves.toMatchObject({ affected: 0 });
    await expect(queue.boss.complete('mail', id)).resolves.toMatchObject({ affected: 0 });
    const { rows } = await database.executeSql(`select state from pgboss.job where id = $1`, [id]);
    expect(rows[0].state).toBe('active');
  });
});
