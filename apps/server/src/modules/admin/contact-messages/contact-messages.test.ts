import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestStore, loginAdmin, one, type QueryOf, type TestStore } from '../../../test/harness.ts';

let store: TestStore;
let adminToken: string;
beforeAll(async () => {
  store = await createTestStore();
  adminToken = await loginAdmin(store.app);
});
afterAll(() => store?.close());

const send = (subject: string) =>
  call(store.app, endpoints.content.contact, {
    payload: { name: 'Lucía Torres', email: 'lucia@example.com', subject, message: `Consulta: ${subject}` },
  });
const inbox = async (query?: QueryOf<typeof adminEndpoints.messages.list>) =>
  (await call(store.app, adminEndpoints.messages.list, { query, token: adminToken })).json();
const mark = (id: number, payload: object) => call(store.app, adminEndpoints.messages.mark, { params: { id }, token: adminToken, payload });

describe('contact inbox', () => {
  it('lists the messages sent through the contact form, newest first, with the unread count', async () => {
    const before = await inbox();
    for (const s of ['Primera', 'Segunda', 'Tercera']) expect((await send(s)).statusCode).toBe(201);
    await store.database.db.execute(sql`update contact_messages set created_at = now() - interval '1 hour' where subject = 'Primera'`);
    const body = await inbox({ size: 10 });
    expect(body.unread).toBe(before.unread + 3);
    expect(body.messages.slice(0, 3).map((m: { subject: string }) => m.subject)).toEqual(['Tercera', 'Segunda', 'Primera']);
    expect(body.messages[0]).toMatchObject({
      name: 'Lucía Torres',
      email: 'lucia@example.com',
      message: 'Consulta: Tercera',
      readAt: null,
    });
    expect(body.info).toMatchObject({ currentPage: 1, limit: 10, total: before.info.total + 3 });
  });

  it('marks read and unread, and filters the unread ones', async () => {
    await send('Para leer');
    const { messages } = await inbox();
    const target = messages.find((m: { subject: string }) => m.subject === 'Para leer');
    const read = await mark(target.contactid, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ ok: true, msg: ADMIN_MSG.contactMarkedRead, message: { contactid: target.contactid } });
    const readAt = read.json().message.readAt;
    expect(readAt).toEqual(expect.any(String));
    const row = await one<{ read_at: Date | null }>(store, sql`select read_at from contact_messages where contactid = ${target.contactid}`);
    expect(row.read_at).not.toBeNull();
    // reading it again keeps the first time
    expect((await mark(target.contactid, { read: true })).json().message.readAt).toBe(readAt);

    const unread = await inbox({ unread: 1 });
    expect(unread.messages.some((m: { contactid: number }) => m.contactid === target.contactid)).toBe(false);
    expect(unread.messages.length).toBeGreaterThan(0);
    expect(unread.messages.every((m: { readAt: string | null }) => m.readAt === null)).toBe(true);
    expect(unread.info.total).toBe(unread.unread);

    const back = await mark(target.contactid, { read: false });
    expect(back.json()).toMatchObject({ msg: ADMIN_MSG.contactMarkedUnread, message: { readAt: null }, unread: unread.unread + 1 });
    expect((await inbox({ unread: 1 })).messages.some((m: { contactid: number }) => m.contactid === target.contactid)).toBe(true);
  });

  it('refuses a missing flag and an unknown message', async () => {
    const bad = await mark(1, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ADMIN_MSG.contactReadFlag);
    const unknown = await mark(999_999, { read: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, msg: ADMIN_MSG.contactMessageNotFound });
  });
});
