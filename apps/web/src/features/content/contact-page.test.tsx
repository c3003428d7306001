import { MSG } from '@store/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_PHONE } from '../../lib/store-info.ts';
import { renderPage, stubApi } from '../../test/render-page.tsx';
import { ContactPage } from './contact-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('shows the heading, both offices and the phone', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oficina Cuenca (matriz)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oficina Quito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STORE_PHONE })).toBeInTheDocument();
  });

  it('requires every field and a valid e-mail', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(4);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Correo inválido')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(3);
  });

  it('sends the message, thanks and empties the form', async () => {
    const fetchMock = stubApi({ 'POST dta/contact': { status: 201, body: { ok: true, msg: MSG.contactSent } } });
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Asunto'), 'Precios');
    await user.type(screen.getByLabelText('Mensaje'), '¿Tienen stock de la talla 40?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText(MSG.contactSent)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Precios',
      message: '¿Tienen stock de la talla 40?',
    });
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue(''));
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  });
});
