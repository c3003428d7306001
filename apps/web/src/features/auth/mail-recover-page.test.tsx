import { MSG } from '@store/contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../test/render-page.tsx';
import { MailRecoverPage } from './mail-recover-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('MailRecoverPage', () => {
  it('requires a valid e-mail', async () => {
    const user = userEvent.setup();
    renderPage(<MailRecoverPage />);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText("El campo 'email' es requerido")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'tienda@');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Debe ingresar un email válido')).toBeInTheDocument();
  });

  it('sends the e-mail and shows what the server said', async () => {
    const fetchMock = stubApi({ 'PUT auth/reset_password_send': { body: { ok: true, msg: MSG.resetSent } } });
    const user = userEvent.setup();
    renderPage(<MailRecoverPage />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'tienda.cuenca@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.resetSent);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ email: 'tienda.cuenca@example.com' });
  });
});
