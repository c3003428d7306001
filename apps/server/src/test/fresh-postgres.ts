/** A new database on the PostgreSQL server at `baseUrl`, for one test file: empty, or a copy of `template`; `drop` removes it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asAdmin(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function freshPostgres(baseUrl: string, template?: string) {
  const name = `store_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
