import { MSG } from '@store/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { renderPage, stubApi } from '../../test/render-page.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const user = {
  userid: 3,
  token: 'tok',
  email: 'tienda.cuenca@example.com',
  name: 'Ana',
  lastname: 'P',
  company_name: 'T',
  role: 'DISTRIBUTOR',
  image: null,
};

describe('LoginPage', () => {
  it('requires e-mail and password', async () => {
    const u = userEvent.setup();
    renderPage(<LoginPage />);
    await u.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findAllByText('El correo y la contraseña son obligatorios')).toHaveLength(2);
  });

  it('checks the e-mail pattern', async () => {
    const u = userEvent.setup();
    renderPage(<LoginPage />);
    await u.type(screen.getByLabelText('Correo electrónico'), 'tienda');
    await u.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await u.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Debe ingresar un email válido')).toBeInTheDocument();
  });

  it('says why the session ended when the server refused it (a disabled account)', async () => {
    renderPage(<LoginPage />, { path: '/login', state: { notice: MSG.accountDisabled } });
    expect(await screen.findByText(MSG.accountDisabled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(MSG.accountDisabled)).toHaveLength(1));
  });

  it('links to recovery and registration', () => {
    renderPage(<LoginPage />);
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/mailrecover');
    expect(screen.getByRole('link', { name: 'Regístrese como distribuidor' })).toHaveAttribute('href', '/register');
  });

  it('saves the session, greets and goes to the store', async () => {
    const fetchMock = stubApi({ 'POST auth/login_whole_sale': { body: { ok: true, msg: MSG.loginOk, user } } });
    const u = userEvent.setup();
    const { queryClient } = renderPage(<LoginPage />, { path: '/login' });
    const reset = vi.spyOn(queryClient, 'resetQueries');
    await u.type(screen.getByLabelText('Correo electrónico'), 'Tienda.Cuenca@example.com');
    await u.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await u.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/store'));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ email: 'tienda.cuenca@example.com', password: 'demo1234' });
    expect(session.get()?.token).toBe('tok');
    expect(reset).toHaveBeenCalled();
    expect(await screen.findByText(MSG.loginOk)).toBeInTheDocument();
  });

  it("shows the server's refusal, e.g. an account pending approval", async () => {
    stubApi({ 'POST auth/login_whole_sale': { status: 403, body: { ok: false, msg: MSG.accountPending } } });
    const u = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await u.type(screen.getByLabelText('Correo electrónico'), 'pendiente.loja@example.com');
    await u.type(screen.getByLabelText('Contraseña'), 'demo1234');
    await u.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(MSG.accountPending)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(session.get()).toBeNull();
  });

  it.each([
    ['/admin', undefined],
    ['/admin/orders/12?tab=lines', { from: '/admin/orders/12?tab=lines' }],
    ['/admin', { from: '/cart' }],
  ])('takes an administrator to %s (from %j)', async (expected, state) => {
    stubApi({ 'POST auth/login_whole_sale': { body: { ok: true, msg: MSG.loginOk, user: { ...user, role: 'ADMIN' } } } });
    const u = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login', state });
    await u.type(screen.getByLabelText('Correo electrónico'), 'admin@calzadoandino.ec');
    await u.type(screen.getByLabelText('Contraseña'), 'admin123');
    await u.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(expected));
    expect(screen.getByTestId('location').textContent).toBe(expected);
  });

  // The back office then opens each role on its first page: Bodega's is «Por despachar» (admin-layout.test.tsx).
  it.each(['SALES', 'WAREHOUSE'])('takes a member of the staff (%s) to the back office, not to the store', async (role) => {
    stubApi({ 'POST auth/login_whole_sale': { body: { ok: true, msg: MSG.loginOk, user: { ...user, role } } } });
    const u = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await u.type(screen.getByLabelText('Correo electrónico'), 'bodega@calzadoandino.ec');
    await u.type(screen.getByLabelText('Contraseña'), 'bodega123');
    await u.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  });
});

describe('LoginPage for the staff', () => {
  it('speaks of a staff account after an invitation, and of a distributor account otherwise', () => {
    const staff = renderPage(<LoginPage />, { path: '/login', state: { staff: true } });
    expect(screen.getByText('Ingrese con el correo y la contraseña de su cuenta del personal.')).toBeInTheDocument();
    staff.unmount();
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByText('Ingrese con el correo y la contraseña de su cuenta de distribuidor.')).toBeInTheDocument();
  });
});
