import { endpoints } from '@store/contracts/endpoints/store';
import { STORE_PROFILE } from '@store/contracts/store-profile';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createDistributors } from './test/fixtures.ts';
import { apiPath, call, createTestStore, outbox } from './test/harness.ts';

describe('the public URL', () => {
  it('follows PORT when PUBLIC_URL is not set, and is taken as given otherwise', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3104' }).publicUrl).toBe('http://localhost:3104');
    expect(loadConfig({ PORT: '3104', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:3104');
    expect(loadConfig({ PORT: '3104', PUBLIC_URL: 'https://tienda.example.com/' }).publicUrl).toBe('https://tienda.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'tienda' })).toThrow(/PUBLIC_URL/);
  });

  it('with PORT=0, the links in e-mails point to the port the server got', async () => {
    const store = await createTestStore({ seed: false, env: { PORT: '0', PUBLIC_URL: '' } });
    try {
      const [user] = await createDistributors(store.database.db, 1, 'port');
      await store.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = store.app.server.address() as { port: number };
      expect(port).toBeGreaterThan(0);
      const reset = endpoints.auth.sendPasswordReset;
      const res = await fetch(`http://127.0.0.1:${port}${apiPath(reset)}`, {
        method: reset.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
      expect(res.status).toBe(200);
      await store.app.mailer.settled();
      const [mail] = await outbox(store.dataDir);
      expect(mail.text).toContain(`http://localhost:${port}/passwordreset?userid=${user.id}&token=`);
    } finally {
      await store.close();
    }
  });
});

describe("the store's clock", () => {
  it('is Ecuador unless STORE_TIME_ZONE names another real zone', () => {
    expect(loadConfig({}).storeTimeZone).toBe('America/Guayaquil');
    expect(loadConfig({ STORE_TIME_ZONE: 'Europe/Madrid' }).storeTimeZone).toBe('Europe/Madrid');
    expect(() => loadConfig({ STORE_TIME_ZONE: 'Marte/Olympus' })).toThrow(/STORE_TIME_ZONE/);
  });
});

describe('the Reply-To of the store’s e-mails', () => {
  it('is the store’s contact e-mail unless MAIL_REPLY_TO names the staff’s mailbox', async () => {
    expect(loadConfig({}).mailReplyTo).toBe('ventas@calzadoandino.ec');
    expect(() => loadConfig({ MAIL_REPLY_TO: 'no es correo' })).toThrow(/MAIL_REPLY_TO/);
    const store = await createTestStore({ seed: false, env: { MAIL_REPLY_TO: 'atencion@tienda.test' } });
    try {
      const [user] = await createDistributors(store.database.db, 1, 'reply');
      const res = await call(store.app, endpoints.auth.sendPasswordReset, { payload: { email: user.email } });
      expect(res.statusCode).toBe(200);
      const [mail] = await outbox(store.dataDir);
      expect(mail.replyTo).toBe('atencion@tienda.test');
    } finally {
      await store.close();
    }
  });
});

describe('electronic invoicing', () => {
  it('is off without SRI_CERT_PATH; with it, the issuer defaults to the store profile and bad values are named', () => {
    expect(loadConfig({}).sri).toBeNull();
    const on = loadConfig({ SRI_CERT_PATH: 'tienda.p12' }).sri!;
    expect(on.issuer).toMatchObject({
      ambiente: 1,
      ruc: STORE_PROFILE.ruc,
      razonSocial: STORE_PROFILE.legalName,
      estab: '001',
      ptoEmi: '001',
    });
    expect(on.issuer.dirEstablecimiento).toBe(STORE_PROFILE.address);
    expect(on.recepcionUrl).toBeUndefined();
    expect(() => loadConfig({ SRI_CERT_PATH: 'tienda.p12', SRI_ESTAB: '1', SRI_RUC: '179001234500' })).toThrow(
      /SRI_RUC: 13 digits ending in 001\n {2}SRI_ESTAB: three digits, e\.g\. 001/,
    );
    expect(() => loadConfig({ SRI_AMBIENTE: '3' })).toThrow(/SRI_AMBIENTE/);
  });
});
