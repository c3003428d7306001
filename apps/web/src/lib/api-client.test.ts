import type { SessionUser } from '@store/contracts/auth';
import { endpoints } from '@store/contracts/endpoints/store';
import { MSG } from '@store/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, setUnauthorizedHandler } from './api-client.ts';
import { SESSION_KEY, session } from './session.ts';

const user: SessionUser = {
  userid: 1,
  token: 'tok-1',
  email: 'a@b.ec',
  name: 'Ana',
  lastname: 'Paz',
  company_name: 'X',
  company_role: null,
  role: 'DISTRIBUTOR',
  image: null,
};
const respond = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('api client', () => {
  it('sends the bearer token and builds the query without empty values', async () => {
    session.save(user);
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await call(endpoints.catalog.storeFront, { query: { page: 2, size: 10, search: '' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/product/get_all_store_front?page=2&size=10');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
  });

  it('sends the token whatever the query says (a search for "assets" is still the distributor\'s, with prices)', async () => {
    session.save(user);
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await call(endpoints.catalog.storeFront, { query: { search: 'assets' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/product/get_all_store_front?search=assets');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
  });

  it("rejects with the server's msg, or 'Server error' when there is none", async () => {
    vi.stubGlobal('fetch', respond(409, { ok: false, msg: 'No hay suficiente stock' }));
    await expect(call(endpoints.cart.get)).rejects.toMatchObject({ name: 'ApiError', status: 409, message: 'No hay suficiente stock' });
    vi.stubGlobal('fetch', respond(500, {}));
    await expect(call(endpoints.cart.get)).rejects.toThrow('Server error');
  });

  it('a 401 on a call that carried a token clears the session and sends the user to log in', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.save(user);
    vi.stubGlobal('fetch', respond(401, { ok: false, msg: 'Su sesión no es válida' }));
    await expect(call(endpoints.users.myInfo)).rejects.toThrow('Su sesión no es válida');
    expect(session.get()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith('Su sesión no es válida');
  });

  it("tells the login page why: a disabled account's message, or the expired session when the server gave none", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.save(user);
    vi.stubGlobal('fetch', respond(401, { ok: false, msg: MSG.accountDisabled }));
    await expect(call(endpoints.cart.get)).rejects.toThrow(MSG.accountDisabled);
    session.save(user);
    vi.stubGlobal('fetch', respond(401, {}));
    await expect(call(endpoints.cart.get)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized.mock.calls).toEqual([[MSG.accountDisabled], [MSG.unauthorized]]);
  });

  it('says there is no connection when the browser is offline (without trying) or the request gets no answer', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(endpoints.cart.add, { body: { prodvarid: 1, quantity: 1 } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: MSG.offline,
    });
    expect(fetchMock).toHaveBeenCalledOnce();

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(call(endpoints.cart.add, { body: { prodvarid: 1, quantity: 1 } })).rejects.toMatchObject({
        status: 0,
        message: MSG.offline,
      });
      expect(fetchMock).toHaveBeenCalledOnce();
    } finally {
      offline.mockRestore();
    }
  });

  it("still asks for a read offline, which the service worker may answer with its copy (the cart's last state)", async () => {
    session.save(user);
    const cart = { ok: true, userCart: { cartid: 3, cartdetail: [] } };
    const fetchMock = vi.fn(respond(200, cart));
    vi.stubGlobal('fetch', fetchMock);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(call(endpoints.cart.get)).resolves.toEqual(cart);
      expect(fetchMock).toHaveBeenCalledOnce();
    } finally {
      offline.mockRestore();
    }
  });

  it('a 401 without a session (a wrong password) leaves navigation alone', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', respond(401, { ok: false, msg: 'Correo o contraseña incorrectos' }));
    await expect(call(endpoints.auth.login, { body: { email: 'a@b.ec', password: 'x' } })).rejects.toThrow(
      'Correo o contraseña incorrectos',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
