import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestStore, one, outbox, type TestStore } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ seed: false });
});
afterAll(() => store?.close());

const message = {
  name: 'Carla Ortiz',
  email: 'carla@example.com',
  subject: 'Pedido grande',
  message: '¿Tienen stock de 200 pares para marzo?',
};

describe('contact', () => {
  it('stores the message and e-mails it to the store inbox', async () => {
    const res = await call(store.app, endpoints.content.contact, { payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, msg: 'Gracias por escribirnos. Le responderemos a la brevedad.' });
    const row = await one(store, sql`select name, email, subject, message, read_at from contact_messages order by contactid desc limit 1`);
    expect(row).toEqual({ ...message, read_at: null });
    const [mail] = await outbox(store.dataDir);
    expect(mail.to).toBe('ventas@tienda.test');
    expect(mail.subject).toBe('Contacto: Pedido grande');
    expect(mail.replyTo).toBe('carla@example.com');
    expect(mail.text).toContain('¿Tienen stock de 200 pares para marzo?');
    expect(mail.parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(mail.html).toContain('¿Tienen stock de 200 pares para marzo?');
  });

  it('shows what a visitor wrote in the HTML as text, never as markup, keeping the line breaks', async () => {
    const before = (await outbox(store.dataDir)).length;
    const res = await call(store.app, endpoints.content.contact, {
      payload: { ...message, name: '<b>Carla</b>', message: 'Hola\n<a href="http://malo.test">premio</a>' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await outbox(store.dataDir)).slice(before);
    expect(mail.text).toContain('Hola\n<a href="http://malo.test">premio</a>');
    expect(mail.html).toContain('&#60;b&#62;Carla&#60;/b&#62;');
    expect(mail.html).toContain('Hola<br>&#60;a href=&#34;http://malo.test&#34;&#62;premio&#60;/a&#62;');
    expect(mail.html).not.toContain('href="http://malo.test"');
  });

  it('requires every field, with the spec messages', async () => {
    for (const field of ['name', 'email', 'subject', 'message']) {
      const res = await call(store.app, endpoints.content.contact, { payload: { ...message, [field]: '' } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg).toBe('Este campo es requerido');
    }
    const bad = await call(store.app, endpoints.content.contact, { payload: { ...message, email: 'carla-at-example' } });
    expect(bad.json().msg).toBe('Correo inválido');
    const nul = await call(store.app, endpoints.content.contact, { payload: { ...message, message: 'hola\u0000' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toBe('Este campo es requerido');
  });
});
