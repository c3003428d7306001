import { MSG } from '@store/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../test/render-page.tsx';
import { StaffInvitationPage } from './staff-invitation-page.tsx';

const TOKEN = 'Abc123_-xyz7890123456789';
const LINK = `/staff-invitation?token=${TOKEN}`;

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const opened = () => ({
  body: {
    ok: true,
    invitation: {
      email: 'luis@calzadoandino.ec',
      name: 'Luis',
      lastname: 'Tenesaca',
      role: 'WAREHOUSE',
      expiresAt: '2026-11-23T15:00:00.000Z',
    },
  },
});

describe('StaffInvitationPage', () => {
  it('greets the invited person with their role and asks for a password typed twice', async () => {
    const fetchMock = stubApi({ [`GET staff-invitations/${TOKEN}`]: opened });
    const u = userEvent.setup();
    renderPage(<StaffInvitationPage />, { path: LINK });
    expect(await screen.findByRole('heading', { name: 'Hola Luis, le invitaron como Bodega' })).toBeInTheDocument();
    expect(screen.getByText(/luis@calzadoandino\.ec/)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(await screen.findByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmRequired)).toBeInTheDocument();

    await u.type(screen.getByLabelText('Contraseña'), 'bodega-nueva');
    await u.type(screen.getByLabelText('Confirmar contraseña'), 'bodega-otra');
    await u.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(await screen.findByText(MSG.passwordsMatch)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `staff-invitations/${TOKEN}`)).toHaveLength(0);
  });

  it('sets the password, then goes to the login page with the server’s sentence', async () => {
    session.save({
      userid: 4,
      token: 't',
      email: 'a@b.ec',
      name: 'A',
      lastname: 'B',
      company_name: 'C',
      company_role: null,
      role: 'DISTRIBUTOR',
      image: null,
    });
    const fetchMock = stubApi({
      [`GET staff-invitations/${TOKEN}`]: opened,
      [`POST staff-invitations/${TOKEN}`]: { status: 201, body: { ok: true, msg: MSG.invitationAccepted } },
    });
    const u = userEvent.setup();
    renderPage(<StaffInvitationPage />, { path: LINK });
    await u.type(await screen.findByLabelText('Contraseña'), 'bodega-nueva');
    await u.type(screen.getByLabelText('Confirmar contraseña'), 'bodega-nueva');
    await u.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByText(MSG.invitationAccepted)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', `staff-invitations/${TOKEN}`);
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'bodega-nueva', confirmPassword: 'bodega-nueva' });
    expect(session.get()).toBeNull();
  });

  it.each([MSG.invitationExpired, MSG.invitationInvalid])(
    'shows the server’s reason and no form for a link that opens nothing: %s',
    async (msg) => {
      stubApi({ [`GET staff-invitations/${TOKEN}`]: { status: 400, body: { ok: false, msg } } });
      renderPage(<StaffInvitationPage />, { path: LINK });
      expect(await screen.findByRole('alert')).toHaveTextContent(msg);
      expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    },
  );

  it('asks nothing of the server for a link without its token', async () => {
    const fetchMock = stubApi({});
    renderPage(<StaffInvitationPage />, { path: '/staff-invitation' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invitationInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
