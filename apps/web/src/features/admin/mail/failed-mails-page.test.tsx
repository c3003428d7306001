import type { FailedMail } from '@store/contracts/admin-mail';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import FailedMailsPage from './failed-mails-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const refused: FailedMail = {
  id: '0b6d9f3e-7c1a-4d2e-9f00-1a2b3c4d5e6f',
  to: 'compras@zapateria-lojana.ec',
  subject: 'Su orden #42: Orden Aprobada',
  queuedAt: '2025-03-05T15:00:00.000Z',
  failedAt: '2025-03-05T17:10:00.000Z',
  attempts: 9,
  error: "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable",
};
const once: FailedMail = {
  ...refused,
  id: '1c7e0a4f-8d2b-4e3f-a011-2b3c4d5e6f70',
  to: 'ventas@tienda.test',
  subject: 'Contacto: Precios',
  attempts: 1,
  error: '',
};

describe('FailedMailsPage', () => {
  it('lists each unsent e-mail with whom, what, when, the attempts and the server’s answer', async () => {
    signInAdmin();
    stubApi({ 'GET admin/mail/failed': () => ({ body: { ok: true, mails: [refused, once] } }) });
    renderWithProviders(<FailedMailsPage />, '/admin/mail');
    const list = await screen.findByRole('list', { name: 'Correos no enviados' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Su orden #42: Orden Aprobada');
    expect(first).toHaveTextContent('Para: compras@zapateria-lojana.ec');
    // on the store's clock (Guayaquil, UTC−5)
    expect(first).toHaveTextContent(
      /Falló el 5 mar 2025, 12:10\sp\.\sm\. tras 9 intentos \(en cola desde el 5 mar 2025, 10:00\sa\.\sm\.\)/,
    );
    expect(first).toHaveTextContent('550 5.1.1 Mailbox unavailable');
    expect(second).toHaveTextContent('tras 1 intento (');
    expect(second).toHaveTextContent('El servidor no dio un motivo.');
  });

  it('«Reintentar» sends that one again, says so, and reads the list again', async () => {
    signInAdmin();
    let mails = [refused, once];
    const fetchMock = stubApi({
      'GET admin/mail/failed': () => ({ body: { ok: true, mails } }),
      [`POST admin/mail/failed/${refused.id}/retry`]: () => {
        mails = [once];
        return { body: { ok: true, msg: ADMIN_MSG.mailRetried(refused.to) } };
      },
    });
    renderWithProviders(<FailedMailsPage />, '/admin/mail');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reintentar el correo «Su orden #42: Orden Aprobada» para compras@zapateria-lojana.ec' }),
    );
    expect(await screen.findByText(ADMIN_MSG.mailRetried(refused.to))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `admin/mail/failed/${refused.id}/retry`)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByText('Su orden #42: Orden Aprobada')).not.toBeInTheDocument());
    expect(screen.getByText('Contacto: Precios')).toBeInTheDocument();
  });

  it('shows the server’s Spanish message when the mail is no longer failed, and an empty list plainly', async () => {
    signInAdmin();
    stubApi({
      'GET admin/mail/failed': () => ({ body: { ok: true, mails: [once] } }),
      [`POST admin/mail/failed/${once.id}/retry`]: () => ({ status: 404, body: { ok: false, msg: ADMIN_MSG.mailJobNotFound } }),
    });
    renderWithProviders(<FailedMailsPage />, '/admin/mail');
    await userEvent.click(await screen.findByRole('button', { name: /Reintentar el correo «Contacto: Precios»/ }));
    expect(await screen.findByText(ADMIN_MSG.mailJobNotFound)).toBeInTheDocument();
  });

  it('says when every e-mail went out', async () => {
    signInAdmin();
    stubApi({ 'GET admin/mail/failed': () => ({ body: { ok: true, mails: [] } }) });
    renderWithProviders(<FailedMailsPage />, '/admin/mail');
    expect(await screen.findByText('Todos los correos se enviaron. No hay ninguno pendiente.')).toBeInTheDocument();
  });
});
