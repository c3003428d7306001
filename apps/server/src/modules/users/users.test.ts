import { MSG } from '@store/contracts';
import { endpoints } from '@store/contracts/endpoints/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributors, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { call, createTestStore, login, type TestStore } from '../../test/harness.ts';

let store: TestStore;
let token: string;
let user: { id: number; email: string };
beforeAll(async () => {
  store = await createTestStore({ seed: false });
  [user] = await createDistributors(store.database.db, 1, 'profile');
  token = await login(store.app, user.email, FIXTURE_PASSWORD);
});
afterAll(() => store?.close());

const profile = {
  company_name: 'Deportes El Gol',
  name: 'Luis',
  lastname: 'Guamán',
  phone: '0987654321',
  phone2: '0991112233',
  address: 'Av. Amazonas N34-12',
  province: 'Pichincha',
  city: 'Quito',
  base_phone: '022345678',
};

describe('profile', () => {
  it('shows the distributor their data', async () => {
    const res = await call(store.app, endpoints.users.myInfo, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ userid: user.id, email: user.email, city: 'Cuenca', role: 'DISTRIBUTOR', status: 'APPROVED' });
    expect(res.json().user).not.toHaveProperty('password_hash');
    expect(res.json().user).not.toHaveProperty('passwordHash');
  });

  it('updates the editable fields and never ci or e-mail', async () => {
    const before = (await call(store.app, endpoints.users.myInfo, { token })).json().user;
    const res = await call(store.app, endpoints.users.update, {
      token,
      payload: { ...profile, ci: '1710034065', email: 'otro@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Datos actualizados correctamente');
    const after = (await call(store.app, endpoints.users.myInfo, { token })).json().user;
    expect(after).toMatchObject({ ...profile, ci: before.ci, email: before.email });
  });

  it('applies the registration rules to the editable fields', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ company_name: '' }, 'El nombre de la empresa es obligatorio'],
      [{ company_name: 'x'.repeat(101) }, 'El nombre de la empresa no puede tener más de 100 caracteres'],
      [{ name: '' }, 'El nombre es obligatorio'],
      [{ lastname: '' }, 'El apellido es obligatorio'],
      [{ province: '' }, '¡La provincia y la ciudad son obligatorias!'],
      [{ city: 'Cuenca' }, 'La ciudad no pertenece a la provincia seleccionada'],
      [{ address: '' }, 'La dirección es obligatoria'],
      [{ phone: '' }, 'El celular es obligatorio'],
      [{ phone: 'abc' }, 'Ingrese un número de teléfono válido'],
      [{ base_phone: 'fijo' }, 'Ingrese un número de teléfono válido'],
    ];
    for (const [overrides, msg] of cases) {
      const res = await call(store.app, endpoints.users.update, { token, payload: { ...profile, ...overrides } });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('lets the landline be cleared: many shops have only a mobile', async () => {
    const res = await call(store.app, endpoints.users.update, { token, payload: { ...profile, base_phone: '' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call(store.app, endpoints.users.myInfo, { token })).json().user;
    expect(after).toMatchObject({ ...profile, base_phone: '' });
  });

  it('is only for a logged-in user', async () => {
    expect((await call(store.app, endpoints.users.myInfo)).statusCode).toBe(401);
    expect((await call(store.app, endpoints.users.update, { payload: profile })).statusCode).toBe(401);
    const malformed = await call(store.app, endpoints.users.myInfo, { headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  const change = (payload: object) => call(store.app, endpoints.auth.changePassword, { token, payload });

  it('asks for the current password when it is empty, and refuses a new one equal to it', async () => {
    const empty = await change({ currentPassword: '', newPassword: 'OtraClave123' });
    expect([empty.statusCode, empty.json().msg]).toEqual([400, MSG.currentPasswordRequired]);
    const same = await change({ currentPassword: FIXTURE_PASSWORD, newPassword: FIXTURE_PASSWORD });
    expect([same.statusCode, same.json().msg]).toEqual([400, MSG.newPasswordSame]);
    // nothing changed: the old password still logs in
    expect(await login(store.app, user.email, FIXTURE_PASSWORD)).toBeTruthy();
  });
});
