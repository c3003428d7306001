import { MSG } from '@store/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, session } from '../../lib/session.ts';
import { renderPage, stubApi } from '../../test/render-page.tsx';
import { PasswordResetPage } from './password-reset-page.tsx';

const LINK = '/passwordreset?userid=7&token=abc123';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('PasswordResetPage', () => {
  it('shows the heading and the required messages', async () => {
    const user = userEvent.setup();
    renderPage(<PasswordResetPage />, { path: LINK });
    expect(screen.getByRole('heading', { name: 'Restablecer Contraseña' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText("El campo 'password' es requerido")).toBeInTheDocument();
    expect(screen.getByText('La confirmación de la contraseña es obligatoria')).toBeInTheDocument();
  });

  it('asks for at least 6 characters and for equal passwords', async () => {
    const user = userEvent.setup();
    renderPage(<PasswordResetPage />, { path: LINK });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'abc');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findAllByText('Debe ingresar al menos 6 caracteres')).toHaveLength(2);

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva123');
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva124');
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('shows or hides each password with its own button', async () => {
    const user = userEvent.setup();
    renderPage(<PasswordResetPage />, { path: LINK });
    const input = screen.getByLabelText('Nueva contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar: Nueva contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Ocultar: Nueva contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it("reads 'Cargando...' while busy, then clears the session and goes to login", async () => {
    session.save({
      userid: 7,
      token: 't',
      email: 'a@b.ec',
      name: 'A',
      lastname: 'B',
      company_name: 'C',
      company_role: null,
      role: 'DISTRIBUTOR',
      image: null,
    });
    const reply = deferred<{ body: unknown }>();
    const fetchMock = stubApi({ 'POST auth/reset_password': reply.promise });
    const user = userEvent.setup();
    renderPage(<PasswordResetPage />, { path: LINK });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));

    const busy = await screen.findByRole('button', { name: 'Cargando...' });
    expect(busy).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ userid: '7', token: 'abc123', password: 'nueva123' });

    reply.resolve({ body: { ok: true, msg: MSG.resetOk } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByText(MSG.resetOk)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('goes back to idle without leaving when the link has expired', async () => {
    stubApi({ 'POST auth/reset_password': { status: 400, body: { ok: false, msg: MSG.resetInvalid } } });
    const user = userEvent.setup();
    renderPage(<PasswordResetPage />, { path: LINK });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva123');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva123');
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText(MSG.resetInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(LINK);
  });
});
