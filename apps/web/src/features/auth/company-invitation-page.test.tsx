import { MSG } from '@store/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../test/render-page.tsx';
import { CompanyInvitationPage } from './company-invitation-page.tsx';

const TOKEN = 'Xyz123_-abc7890123456789';
const LINK = `/company-invitation?token=${TOKEN}`;

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const opened = () => ({
  body: {
    ok: true,
    invitation: {
      company_name: 'Calzado El Paso',
      email: 'compras.elpaso@example.com',
      name: 'Pedro',
      lastname: 'Quezada',
      company_role: 'BUYER',
      expires_at: '2026-12-03T15:00:00.000Z',
    },
  },
});

describe('CompanyInvitationPage', () => {
  it('names the company and what the role may do, sets the password, then goes to the login with the server’s sentence', async () => {
    const fetchMock = stubApi({
      [`GET company-invitations/${TOKEN}`]: opened,
      [`POST company-invitations/${TOKEN}`]: { status: 201, body: { ok: true, msg: MSG.companyInvitationAccepted } },
    });
    const u = userEvent.setup();
    renderPage(<CompanyInvitationPage />, { path: LINK });
    expect(await screen.findByRole('heading', { name: 'Hola Pedro, le invitaron a Calzado El Paso' })).toBeInTheDocument();
    expect(screen.getByText(/Como Comprador podrá ver los precios de la empresa y hacer pedidos/)).toHaveTextContent(
      'compras.elpaso@example.com',
    );
    await u.type(screen.getByLabelText('Contraseña'), 'compras-2026');
    await u.type(screen.getByLabelText('Confirmar contraseña'), 'compras-2026');
    await u.click(screen.getByRole('button', { name: 'Crear mi usuario' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByText(MSG.companyInvitationAccepted)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', `company-invitations/${TOKEN}`);
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'compras-2026', confirmPassword: 'compras-2026' });
  });

  it.each([MSG.companyInvitationExpired, MSG.companyInvitationInvalid])(
    'shows the server’s reason and no form for a link that opens nothing: %s',
    async (msg) => {
      stubApi({ [`GET company-invitations/${TOKEN}`]: { status: 400, body: { ok: false, msg } } });
      renderPage(<CompanyInvitationPage />, { path: LINK });
      expect(await screen.findByRole('alert')).toHaveTextContent(msg);
      expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    },
  );
});
