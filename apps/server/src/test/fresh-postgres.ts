/** A new, empty database on the PostgreSQL server at `baseUrl`, for one test file; `drop` removes it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshPostgres(baseUrl: string) {
  const name = `store_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
