import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints } from '@store/contracts/endpoints/store';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { cedula, createDistributors, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { all, call, createTestStore, login, multipart, one, outbox, type TestStore, tinyPdf } from '../../test/harness.ts';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store?.close());

let serial = 100;
const validFields = (overrides: Record<string, string> = {}) => {
  serial++;
  return {
    ci: cedula(200_000 + serial),
    company_name: 'Zapatería La Esquina',
    name: 'María',
    lastname: 'Quizhpi',
    email: `maria${serial}@example.com`,
    province: 'Azuay',
    city: 'Cuenca',
    address: 'Calle Larga 7-45',
    phone: '0998765432',
    phone2: '',
    base_phone: '072845123',
    password: 'secreto1',
    confirmPassword: 'secreto1',
    ...overrides,
  };
};

const register = (fields: Record<string, string>, files = [{ field: 'file1', filename: 'ruc.pdf', data: tinyPdf() }]) =>
  call(store.app, endpoints.auth.register, multipart(fields, files));

describe('registration', () => {
  it('two registrations of the same account at once: one is created, the other gets 409 and a Spanish message', async () => {
    const fields = validFields();
    // Both pass the "already registered?" check while the passwords hash; the unique index decides.
    const answers = await Promise.all([register(fields), register(fields)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({
      ok: false,
      msg: 'Ya existe una cuenta registrada con este correo electrónico',
    });
    const count = await one<{ n: number }>(store, sql`select count(*)::int as n from users where email = ${fields.email}`);
    expect(count.n).toBe(1);
  });

  it('creates a pending account with its documents stored outside public folders, and e-mails both sides', async () => {
    const fields = validFields({ company_name: 'Calzados <script>alert(1)</script> & Cía' });
    const before = (await outbox(store.dataDir)).length;
    const res = await register(fields, [
      { field: 'file1', filename: 'ruc.pdf', data: tinyPdf('ruc') },
      { field: 'file2', filename: 'banco.pdf', data: tinyPdf('banco') },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ok: true,
      msg: 'Registro recibido. Su cuenta está pendiente de aprobación: le avisaremos por correo en unas horas.',
    });

    // the person is its company's owner; the company, with the person's id, waits for approval (docs/product.md §28)
    const user = await one<{ userid: number; status: string; role: string; company_role: string; password_hash: string }>(
      store,
      sql`select u.userid, c.status, u.role, u.company_role, u.password_hash from users u join companies c using (companyid)
          where u.email = ${fields.email} and c.companyid = u.userid`,
    );
    expect(user).toMatchObject({ status: 'PENDING', role: 'DISTRIBUTOR', company_role: 'OWNER' });
    expect(user.password_hash).not.toContain('secreto1');
    // its registered address is its main branch (docs/product.md §27), without a parish
    expect(
      await all(
        store,
        sql`select name, province, canton, parish, street, phone, contact, main from branches where companyid = ${user.userid}`,
      ),
    ).toEqual([
      {
        name: 'Matriz',
        province: 'Azuay',
        canton: 'Cuenca',
        parish: null,
        street: 'Calle Larga 7-45',
        phone: '0998765432',
        contact: 'María Quizhpi',
        main: true,
      },
    ]);
    const docs = (
      await store.database.db.execute(
        sql`select filename, storage_key, bytes from user_documents where companyid = ${user.userid} order by documentid`,
      )
    ).rows as {
      filename: string;
      storage_key: string;
    }[];
    expect(docs.map((d) => d.filename)).toEqual(['ruc.pdf', 'banco.pdf']);
    const stored = await readFile(path.join(store.dataDir, 'uploads', docs[1].storage_key), 'latin1');
    expect(stored).toContain('% banco');
    const fetched = await store.app.inject({ method: 'GET', url: `/media/${docs[0].storage_key}` });
    expect(fetched.statusCode).toBe(404);

    const mails = (await outbox(store.dataDir)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([fields.email, 'ventas@tienda.test'].sort());
    for (const m of mails) {
      expect(m.parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
      expect(m.text).toContain('Calzados <script>alert(1)</script> & Cía');
      // The company name is shown, not run: no tag of it reaches the HTML.
      expect(m.html).toContain('Calzados &#60;script&#62;alert(1)&#60;/script&#62; &#38; Cía');
      expect(m.html).not.toContain('<script');
    }
    const notice = mails.find((m) => m.to === 'ventas@tienda.test')!;
    expect(notice.html).toContain(`Nueva solicitud #${user.userid}`);
    expect(notice.html).toContain(`href="http://tienda.test/admin/distributors/${user.userid}"`);
  });

  it('refuses a login while the account waits for approval', async () => {
    const fields = validFields();
    expect((await register(fields)).statusCode).toBe(201);
    const res = await call(store.app, endpoints.auth.login, { payload: { email: fields.email, password: fields.password } });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Su cuenta está pendiente de aprobación. Le avisaremos por correo cuando pueda ingresar.');
  });

  const fieldCases: [string, Record<string, string>, string][] = [
    ['missing ci', { ci: '' }, 'El RUC o cédula es obligatorio'],
    ['ci with letters', { ci: '17100340AB' }, 'La cédula o RUC debe tener solo números, de 10 a 13 dígitos'],
    ['ci too short', { ci: '123456789' }, 'La cédula o RUC debe tener solo números, de 10 a 13 dígitos'],
    ['cédula with a wrong check digit', { ci: '1710034066' }, 'Ingrese una cédula (10 dígitos) o un RUC (13 dígitos) válido'],
    ['RUC with a wrong check digit', { ci: '1790016918001' }, 'Ingrese una cédula (10 dígitos) o un RUC (13 dígitos) válido'],
    ['11 digits', { ci: '17100340651' }, 'Ingrese una cédula (10 dígitos) o un RUC (13 dígitos) válido'],
    ['missing company', { company_name: ' ' }, 'El nombre de la empresa es obligatorio'],
    ['company over 100', { company_name: 'x'.repeat(101) }, 'El nombre de la empresa no puede tener más de 100 caracteres'],
    ['missing name', { name: '' }, 'El nombre es obligatorio'],
    ['missing lastname', { lastname: '' }, 'El apellido es obligatorio'],
    ['missing e-mail', { email: '' }, 'El correo electrónico es obligatorio'],
    ['bad e-mail', { email: 'maria@' }, 'Debe ingresar un email válido'],
    ['missing province', { province: '' }, '¡La provincia y la ciudad son obligatorias!'],
    ['missing city', { city: '' }, '¡La provincia y la ciudad son obligatorias!'],
    ['unknown province', { province: 'Atlantis' }, 'La provincia seleccionada no existe'],
    ['city of another province', { city: 'Quito' }, 'La ciudad no pertenece a la provincia seleccionada'],
    ['missing address', { address: '' }, 'La dirección es obligatoria'],
    ['missing phone', { phone: '' }, 'El celular es obligatorio'],
    ['bad landline', { base_phone: 'fijo' }, 'Ingrese un número de teléfono válido'],
    ['missing password', { password: '', confirmPassword: '' }, 'La contraseña es obligatoria'],
    ['short password', { password: '12345', confirmPassword: '12345' }, '¡Mínimo 6 caracteres!'],
    ['confirmation differs', { confirmPassword: 'otra-clave' }, 'Las contraseñas no coinciden'],
  ];
  it.each(fieldCases)('refuses %s with its message', async (_name, overrides, msg) => {
    const res = await register(validFields(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().msg).toBe(msg);
  });

  it('needs at least one document', async () => {
    const res = await register(validFields(), []);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Debe subir al menos un archivo con la información de RUC, Cédula y Referencia Bancaria');
  });

  it('takes at most five documents', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ field: `file${i + 1}`, filename: `doc${i + 1}.pdf`, data: tinyPdf() }));
    const res = await register(validFields(), files);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Solo se permite subir 5 archivos');
  });

  it('checks that each document is a PDF by its content, not its name or declared type', async () => {
    const fake = {
      field: 'file1',
      filename: 'ruc.pdf',
      data: Buffer.from('MZ this is not a pdf at all, just bytes'),
      contentType: 'application/pdf',
    };
    const res = await register(validFields(), [fake]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('El archivo ruc.pdf no es un archivo PDF');
  });

  it('refuses a document above 10,000,000 bytes and accepts one of exactly that size', async () => {
    const pdfOf = (size: number) => {
      const head = tinyPdf();
      const tail = Buffer.from('\n%%EOF\n');
      return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
    };
    const big = await register(validFields(), [{ field: 'file1', filename: 'grande.pdf', data: pdfOf(10_000_001) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('El archivo grande.pdf excede el tamaño permitido');
    const exact = await register(validFields(), [{ field: 'file1', filename: 'justo.pdf', data: pdfOf(10_000_000) }]);
    expect(exact.statusCode).toBe(201);
  });

  it('refuses a second account with the same ci or e-mail', async () => {
    const fields = validFields();
    expect((await register(fields)).statusCode).toBe(201);
    const sameCi = await register({ ...validFields(), ci: fields.ci });
    expect(sameCi.statusCode).toBe(409);
    expect(sameCi.json().msg).toBe('Ya existe una cuenta registrada con esta cédula o RUC');
    const sameEmail = await register({ ...validFields(), email: fields.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().msg).toBe('Ya existe una cuenta registrada con este correo electrónico');
  });

  it('accepts a company RUC', async () => {
    const res = await register(validFields({ ci: '1790016919001' }));
    expect(res.statusCode).toBe(201);
  });

  it('answers an unreadable form with a 400', async () => {
    const noBoundary = await call(store.app, endpoints.auth.register, {
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'ci=1',
    });
    expect(noBoundary.statusCode).toBe(400);
    const form = multipart(validFields(), [{ field: 'file1', filename: 'ruc.pdf', data: tinyPdf() }]);
    const cut = await call(store.app, endpoints.auth.register, {
      headers: form.headers,
      payload: form.payload.subarray(0, form.payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().ok).toBe(false);
  });

  it('asks for multipart', async () => {
    const res = await call(store.app, endpoints.auth.register, { payload: validFields() });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('El formulario debe enviarse como multipart/form-data');
  });
});

describe('login and logout', () => {
  it('returns the user with an opaque token, stored only as a hash', async () => {
    const { email, password } = DEMO_ACCOUNTS.distributor;
    const res = await call(store.app, endpoints.auth.login, { payload: { email: email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    const { user, msg, ok } = res.json();
    expect(ok).toBe(true);
    expect(msg).toBe('Bienvenido');
    expect(user).toMatchObject({
      email,
      name: expect.any(String),
      lastname: expect.any(String),
      company_name: expect.any(String),
      role: 'DISTRIBUTOR',
    });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { n } = await one<{ n: number }>(store, sql`select count(*)::int as n from sessions where token_hash = ${user.token}`);
    expect(n).toBe(0);
    const hash = createHash('sha256').update(user.token).digest('hex');
    const session = await one<{ userid: number }>(store, sql`select userid from sessions where token_hash = ${hash}`);
    expect(session.userid).toBe(user.userid);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await call(store.app, endpoints.auth.login, {
      payload: { email: DEMO_ACCOUNTS.distributor.email, password: 'nope-nope' },
    });
    const unknown = await call(store.app, endpoints.auth.login, { payload: { email: 'nadie@example.com', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ ok: false, msg: 'Correo o contraseña incorrectos' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the login form', async () => {
    const res = await call(store.app, endpoints.auth.login, { payload: { email: 'x@', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Debe ingresar un email válido');
    const empty = await call(store.app, endpoints.auth.login, { payload: {} });
    expect(empty.json().msg).toBe('El correo y la contraseña son obligatorios');
  });

  it('revokes the token on logout', async () => {
    const token = await login(store.app, DEMO_ACCOUNTS.distributor.email, DEMO_ACCOUNTS.distributor.password);
    expect((await call(store.app, endpoints.users.myInfo, { token })).statusCode).toBe(200);
    const out = await call(store.app, endpoints.auth.logout, { token });
    expect(out.json()).toEqual({ ok: true, msg: 'Sesión cerrada' });
    const after = await call(store.app, endpoints.users.myInfo, { token });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await login(store.app, DEMO_ACCOUNTS.distributor2.email, DEMO_ACCOUNTS.distributor2.password);
    const hash = createHash('sha256').update(token).digest('hex');
    await store.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hash}`);
    const res = await call(store.app, endpoints.users.myInfo, { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('Su sesión no es válida o ha expirado. Inicie sesión nuevamente.');
  });
});

describe('password recovery', () => {
  const linkIn = (text: string) => {
    const m = /passwordreset\?userid=(\d+)&token=([A-Za-z0-9_-]+)/.exec(text);
    if (!m) throw new Error('no reset link in the e-mail');
    return { userid: Number(m[1]), token: m[2] };
  };

  it('answers the same whether or not the e-mail exists, and mails a single-use link', async () => {
    const [user] = await createDistributors(store.database.db, 1, 'reset');
    const before = (await outbox(store.dataDir)).length;
    const known = await call(store.app, endpoints.auth.sendPasswordReset, { payload: { email: user.email } });
    const unknown = await call(store.app, endpoints.auth.sendPasswordReset, { payload: { email: 'nadie@example.com' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await store.app.mailer.settled();
    const mails = (await outbox(store.dataDir)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(user.email);
    expect(mails[0].text).toContain('http://tienda.test/passwordreset?userid=');
    const { userid, token } = linkIn(mails[0].text);
    expect(userid).toBe(user.id);
    expect(mails[0].parts).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    expect(mails[0].html).toContain(`href="http://tienda.test/passwordreset?userid=${userid}&#38;token=${token}"`);

    const oldSession = await login(store.app, user.email, FIXTURE_PASSWORD);
    const reset = await call(store.app, endpoints.auth.resetPassword, { payload: { userid, token, password: 'nueva-clave' } });
    expect(reset.json()).toEqual({ ok: true, msg: 'Su contraseña fue actualizada. Ya puede iniciar sesión.' });
    expect((await call(store.app, endpoints.users.myInfo, { token: oldSession })).statusCode).toBe(401);
    await login(store.app, user.email, 'nueva-clave');

    const again = await call(store.app, endpoints.auth.resetPassword, { payload: { userid, token, password: 'otra-clave' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.');
  });

  it('refuses an expired link, a forged token and another user id', async () => {
    const [user, other] = await createDistributors(store.database.db, 2, 'expire');
    const before = (await outbox(store.dataDir)).length;
    await call(store.app, endpoints.auth.sendPasswordReset, { payload: { email: user.email } });
    await store.app.mailer.settled();
    const { token } = linkIn((await outbox(store.dataDir))[before].text);
    const forOther = await call(store.app, endpoints.auth.resetPassword, { payload: { userid: other.id, token, password: 'nueva-clave' } });
    expect(forOther.statusCode).toBe(400);
    const forged = await call(store.app, endpoints.auth.resetPassword, {
      payload: { userid: user.id, token: 'x'.repeat(43), password: 'nueva-clave' },
    });
    expect(forged.statusCode).toBe(400);
    await store.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where userid = ${user.id}`);
    const expired = await call(store.app, endpoints.auth.resetPassword, { payload: { userid: user.id, token, password: 'nueva-clave' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().msg).toBe('El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.');
  });

  it('validates the forms with the spec messages', async () => {
    const noEmail = await call(store.app, endpoints.auth.sendPasswordReset, { payload: { email: '' } });
    expect(noEmail.json().msg).toBe("El campo 'email' es requerido");
    const badEmail = await call(store.app, endpoints.auth.sendPasswordReset, { payload: { email: 'nope' } });
    expect(badEmail.json().msg).toBe('Debe ingresar un email válido');
    const noPassword = await call(store.app, endpoints.auth.resetPassword, { payload: { userid: 1, token: 'abc', password: '' } });
    expect(noPassword.json().msg).toBe("El campo 'password' es requerido");
    const short = await call(store.app, endpoints.auth.resetPassword, { payload: { userid: 1, token: 'abc', password: '123' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('Debe ingresar al menos 6 caracteres');
  });
});

describe('change password', () => {
  it('needs the current password, then revokes the other sessions but keeps this one', async () => {
    const [user] = await createDistributors(store.database.db, 1, 'change');
    const here = await login(store.app, user.email, FIXTURE_PASSWORD);
    const elsewhere = await login(store.app, user.email, FIXTURE_PASSWORD);
    const wrong = await call(store.app, endpoints.auth.changePassword, {
      token: here,
      payload: { currentPassword: 'incorrecta', newPassword: 'nueva-clave' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('La contraseña actual no es correcta');
    const short = await call(store.app, endpoints.auth.changePassword, {
      token: here,
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: '123' },
    });
    expect(short.json().msg).toBe('La contraseña debe tener mínimo 6 caracteres');

    const ok = await call(store.app, endpoints.auth.changePassword, {
      token: here,
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'nueva-clave' },
    });
    expect(ok.json()).toEqual({ ok: true, msg: 'Contraseña actualizada correctamente' });
    expect((await call(store.app, endpoints.users.myInfo, { token: here })).statusCode).toBe(200);
    expect((await call(store.app, endpoints.users.myInfo, { token: elsewhere })).statusCode).toBe(401);
    await login(store.app, user.email, 'nueva-clave');
  });

  it('is refused without a session', async () => {
    const res = await call(store.app, endpoints.auth.changePassword, { payload: { currentPassword: 'abcdef', newPassword: 'abcdefg' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 in Spanish after too many password changes on one account, and only on that account', async () => {
    const limited = await createTestStore({ seed: false, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const [user, other] = await createDistributors(limited.database.db, 2, 'limit');
      const tokens = [await login(limited.app, user.email, FIXTURE_PASSWORD), await login(limited.app, other.email, FIXTURE_PASSWORD)];
      const change = (token: string, currentPassword: string) =>
        call(limited.app, endpoints.auth.changePassword, { token, payload: { currentPassword, newPassword: 'nueva-clave' } });
      for (let i = 0; i < 3; i++) expect((await change(tokens[0], `incorrecta-${i}`)).statusCode).toBe(400);
      const blocked = await change(tokens[0], FIXTURE_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ ok: false, msg: 'Demasiados intentos. Espere un momento e intente de nuevo.' });
      await login(limited.app, user.email, FIXTURE_PASSWORD); // the password did not change
      // Another account from the same address has its own count.
      const elsewhere = await change(tokens[1], 'incorrecta');
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().msg).toBe('La contraseña actual no es correcta');
    } finally {
      await limited.close();
    }
  });

  it('answers 429 in Spanish after too many logins from one address', async () => {
    const limited = await createTestStore({ seed: false, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const attempt = () => call(limited.app, endpoints.auth.login, { payload: { email: 'a@b.ec', password: 'x' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ ok: false, msg: 'Demasiados intentos. Espere un momento e intente de nuevo.' });
      // A forwarded-for header from an untrusted peer does not open a new bucket.
      const spoofed = await call(limited.app, endpoints.auth.login, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: 'a@b.ec', password: 'x' },
      });
      expect(spoofed.statusCode).toBe(429);
      const others: [string, () => Promise<{ statusCode: number }>][] = [
        ['contact', () => call(limited.app, endpoints.content.contact, { payload: {} })],
        ['registration', () => call(limited.app, endpoints.auth.register, multipart({}))],
        ['recovery', () => call(limited.app, endpoints.auth.sendPasswordReset, { payload: { email: '' } })],
        ['reset', () => call(limited.app, endpoints.auth.resetPassword, { payload: {} })],
      ];
      for (const [name, send] of others) {
        for (let i = 0; i < 3; i++) expect((await send()).statusCode, name).toBe(400);
        expect((await send()).statusCode, name).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('registration without a landline', () => {
  it('accepts a shop with only a mobile, sent empty or left out, and stores no landline', async () => {
    const { base_phone: _landline, ...withoutLandline } = validFields();
    for (const fields of [validFields({ base_phone: '' }), withoutLandline]) {
      const res = await register(fields);
      expect(res.statusCode, res.body).toBe(201);
      const saved = await one<{ base_phone: string; status: string }>(
        store,
        sql`select c.base_phone, c.status from companies c join users u using (companyid) where u.email = ${fields.email}`,
      );
      expect(saved).toEqual({ base_phone: '', status: 'PENDING' });
    }
  });
});
