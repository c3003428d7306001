import { idParam } from '@store/contracts/common';
import { endpoint } from '@store/contracts/endpoint';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setUnauthorizedHandler } from './api-client.ts';
import { download } from './files.ts';
import { session } from './session.ts';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fetch that answers only when `release` is called, to see what happens before the file arrives. */
function slowFetch(response: () => Response) {
  let release = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(response()))));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: () => release() };
}

function fakeTab() {
  return {
    opener: {} as unknown,
    location: { href: 'about:blank' },
    close: vi.fn(),
    document: document.implementation.createHTMLDocument(),
  };
}

describe('download(…, { open: true })', () => {
  it('opens the tab during the click, before the file is fetched, then sends it to the file', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/abc');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { fetchMock, release } = slowFetch(
      () => new Response(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } }),
    );

    const done = download(adminEndpoints.distributors.document, { params: { id: 4, documentId: 9 }, open: true });
    // synchronously, inside the click: a popup blocker lets this tab through
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('about:blank');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    release();
    await done;
    expect(tab.location.href).toBe('blob:http://localhost/abc');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and reports the server’s message when the file cannot be had', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { release } = slowFetch(
      () =>
        new Response(JSON.stringify({ ok: false, msg: 'El documento no existe' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const done = download(adminEndpoints.distributors.document, { params: { id: 4, documentId: 99 }, open: true });
    release();
    await expect(done).rejects.toThrow('El documento no existe');
    expect(tab.close).toHaveBeenCalled();
  });

  it('saves the file instead when the browser refuses the new tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/def');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { release } = slowFetch(
      () => new Response(new Blob(['%PDF-1.4']), { headers: { 'content-disposition': 'attachment; filename="ruc.pdf"' } }),
    );
    const done = download(adminEndpoints.distributors.document, { params: { id: 4, documentId: 9 }, open: true });
    release();
    await done;
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ruc.pdf');
  });
});

describe('download(endpoint, …)', () => {
  it('asks for the endpoint’s path with its params filled in, with the session’s token', async () => {
    const file = endpoint({
      method: 'GET',
      path: '/admin/files/:id',
      access: 'admin',
      area: 'documents',
      tag: 'admin',
      params: idParam,
      responses: { 200: z.any() },
    });
    session.save({
      userid: 1,
      token: 't0k',
      email: 'admin@calzadoandino.ec',
      name: 'Ana',
      lastname: 'Pérez',
      company_name: 'Calzado Andino',
      company_role: null,
      role: 'ADMIN',
      image: null,
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/ghi');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response(new Blob(['x'])));
    vi.stubGlobal('fetch', fetchMock);
    await download(file, { params: { id: 7 }, filename: 'x.txt' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/files/7', { headers: { authorization: 'Bearer t0k' } });
  });
});

describe('a file the session may no longer have', () => {
  it('a 401 to a download that carried the token ends the session, as any other call does', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.save({
      userid: 1,
      token: 't0k',
      email: 'admin@calzadoandino.ec',
      name: 'Ana',
      lastname: 'Pérez',
      company_name: 'Calzado Andino',
      company_role: null,
      role: 'ADMIN',
      image: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ok: false, msg: 'Su sesión no es válida' }), { status: 401 })),
    );
    await expect(download(adminEndpoints.csv.export, {})).rejects.toMatchObject({ status: 401, message: 'Su sesión no es válida' });
    expect(session.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith('Su sesión no es válida');
    setUnauthorizedHandler(() => {});
  });
});
