import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { StaffInvitation, StaffMember, StaffResponse } from '@store/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import StaffPage from './staff-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  userid: 1,
  email: 'admin@calzadoandino.ec',
  name: 'Admin',
  lastname: 'Andino',
  role: 'ADMIN',
  status: 'APPROVED',
  createdAt: '2026-01-05T15:00:00.000Z',
  ...overrides,
});

const invitation = (overrides: Partial<StaffInvitation>): StaffInvitation => ({
  id: 7,
  email: 'nuevo.bodega@calzadoandino.ec',
  name: 'Luis',
  lastname: 'Tenesaca',
  role: 'WAREHOUSE',
  invitedBy: 'Admin Andino',
  createdAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2026-11-23T15:00:00.000Z',
  expired: false,
  ...overrides,
});

const staffBody: StaffResponse = {
  ok: true,
  staff: [
    member({}),
    member({ userid: 8, email: 'ventas@calzadoandino.ec', name: 'Carla', lastname: 'Ruiz', role: 'SALES' }),
    member({ userid: 9, email: 'bodega@calzadoandino.ec', name: 'Pedro', lastname: 'Guamán', role: 'WAREHOUSE', status: 'DISABLED' }),
  ],
  invitations: [
    invitation({}),
    invitation({ id: 8, email: 'vencida@calzadoandino.ec', name: 'Rosa', lastname: 'Mora', role: 'SALES', expired: true }),
  ],
};

const render = (routes: Parameters<typeof stubApi>[0] = {}) => {
  signInAdmin();
  const fetchMock = stubApi({ 'GET admin/staff': () => ({ body: staffBody }), ...routes });
  renderWithProviders(<StaffPage />, '/admin/staff');
  return fetchMock;
};

const rowOf = async (name: string, table: string) =>
  within(await screen.findByRole('table', { name: table }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('StaffPage', () => {
  it('shows each member with their role, state and since when, and the open invitations with their expiry', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Miembros (3)' })).toBeInTheDocument();

    const me = await rowOf('Admin Andino', 'Miembros del personal');
    expect(me).toHaveTextContent('admin@calzadoandino.ec');
    expect(within(me).getByText('Usted')).toBeInTheDocument();
    expect(within(me).getByText('Activa')).toBeInTheDocument();
    expect(within(me).getByRole('combobox', { name: 'Rol de Admin Andino' })).toHaveValue('ADMIN');
    expect(me).toHaveTextContent('5 ene 2026');

    const sales = await rowOf('Carla Ruiz', 'Miembros del personal');
    expect(within(sales).queryByText('Usted')).not.toBeInTheDocument();
    expect(within(sales).getByRole('combobox', { name: 'Rol de Carla Ruiz' })).toHaveValue('SALES');
    expect(within(sales).getByRole('button', { name: 'Desactivar la cuenta de Carla Ruiz' })).toBeInTheDocument();

    const disabled = await rowOf('Pedro Guamán', 'Miembros del personal');
    expect(within(disabled).getByText('Desactivada')).toBeInTheDocument();
    expect(within(disabled).getByRole('button', { name: 'Activar la cuenta de Pedro Guamán' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Invitaciones abiertas (2)' })).toBeInTheDocument();
    const open = await rowOf('nuevo.bodega@calzadoandino.ec', 'Invitaciones abiertas');
    expect(open).toHaveTextContent('Luis Tenesaca');
    expect(open).toHaveTextContent('Bodega');
    expect(open).toHaveTextContent('Admin Andino');
    expect(open).toHaveTextContent('23 nov 2026');
    expect(within(open).queryByText('Vencida')).not.toBeInTheDocument();
    const expired = await rowOf('vencida@calzadoandino.ec', 'Invitaciones abiertas');
    expect(within(expired).getByText('Vencida')).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Reenviar la invitación a vencida@calzadoandino.ec' })).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Cancelar la invitación a vencida@calzadoandino.ec' })).toBeInTheDocument();
  });

  it('says when no invitation is open', async () => {
    render({ 'GET admin/staff': () => ({ body: { ...staffBody, invitations: [] } }) });
    expect(await screen.findByText(/No hay invitaciones abiertas/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invitaciones abiertas' })).not.toBeInTheDocument();
  });

  it('invites someone: asks in Spanish for what is missing, shows what each role may use, and sends the e-mail in lower case', async () => {
    let listed = 0;
    const fetchMock = render({
      'GET admin/staff': () => ({ body: { ...staffBody, invitations: listed++ ? [...staffBody.invitations, invitation({ id: 9 })] : [] } }),
      'POST admin/staff/invitations': () => ({
        status: 201,
        body: { ok: true, msg: ADMIN_MSG.staffInvited('nueva@calzadoandino.ec'), invitation: invitation({ id: 9 }) },
      }),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar al personal' });
    expect(dialog).toHaveTextContent('El enlace vale 72 horas');
    await u.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_MSG.staffRoleInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/staff/invitations')).toHaveLength(0);

    // each role with what it may use
    expect(within(dialog).getByRole('radio', { name: /^Bodega Inventario y pedidos por despachar/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /^Ventas Distribuidores, pedidos, pagos y mensajes/ })).toBeInTheDocument();

    await u.type(within(dialog).getByLabelText('Correo electrónico'), '  Nueva@CalzadoAndino.ec ');
    await u.type(within(dialog).getByLabelText('Nombre'), 'Nora');
    await u.type(within(dialog).getByLabelText('Apellido'), 'Quispe');
    await u.click(within(dialog).getByRole('radio', { name: /^Bodega/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByText(ADMIN_MSG.staffInvited('nueva@calzadoandino.ec'))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/staff/invitations');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'nueva@calzadoandino.ec',
      name: 'Nora',
      lastname: 'Quispe',
      role: 'WAREHOUSE',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Invitaciones abiertas (3)' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s sentence when the e-mail already has an account', async () => {
    render({ 'POST admin/staff/invitations': () => ({ status: 409, body: { ok: false, msg: ADMIN_MSG.staffEmailTaken } }) });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar al personal' });
    await u.type(within(dialog).getByLabelText('Correo electrónico'), 'ventas@calzadoandino.ec');
    await u.type(within(dialog).getByLabelText('Nombre'), 'Carla');
    await u.type(within(dialog).getByLabelText('Apellido'), 'Ruiz');
    await u.click(within(dialog).getByRole('radio', { name: /^Ventas/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText(ADMIN_MSG.staffEmailTaken)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invitar al personal' })).toBeInTheDocument();
  });

  it('changes a role only once confirmed, and says that the member’s sessions close', async () => {
    const fetchMock = render({
      'PATCH admin/staff/8': () => ({
        body: {
          ok: true,
          msg: ADMIN_MSG.staffUpdated('Carla Ruiz'),
          member: member({ userid: 8, name: 'Carla', lastname: 'Ruiz', role: 'WAREHOUSE' }),
        },
      }),
    });
    const u = userEvent.setup();
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Rol de Carla Ruiz' }), 'WAREHOUSE');
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar el rol de Carla Ruiz a Bodega?' });
    expect(dialog).toHaveTextContent('Sus sesiones abiertas se cerrarán');
    expect(dialog).not.toHaveTextContent('Es su propia cuenta');
    // nothing is sent before the confirmation, and going back sends nothing
    await u.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    expect(callsTo(fetchMock, 'PATCH', 'admin/staff/8')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Rol de Carla Ruiz' })).toHaveValue('SALES');

    await u.selectOptions(screen.getByRole('combobox', { name: 'Rol de Carla Ruiz' }), 'WAREHOUSE');
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cambiar rol' }));
    expect(await screen.findByText(ADMIN_MSG.staffUpdated('Carla Ruiz'))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', 'admin/staff/8');
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'WAREHOUSE' });
  });

  it('disables and enables an account after asking, and shows the refusal that would leave no Administrador', async () => {
    const fetchMock = render({
      'PATCH admin/staff/1': () => ({ status: 409, body: { ok: false, msg: ADMIN_MSG.staffLastAdmin } }),
      'PATCH admin/staff/9': () => ({
        body: { ok: true, msg: ADMIN_MSG.staffUpdated('Pedro Guamán'), member: member({ userid: 9, role: 'WAREHOUSE' }) },
      }),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Desactivar la cuenta de Admin Andino' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Desactivar la cuenta de Admin Andino?' });
    // one's own account: the session ends too
    expect(dialog).toHaveTextContent('Es su propia cuenta');
    await u.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText(ADMIN_MSG.staffLastAdmin)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', 'admin/staff/1')[0][1]?.body))).toEqual({ status: 'DISABLED' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await u.click(screen.getByRole('button', { name: 'Activar la cuenta de Pedro Guamán' }));
    dialog = await screen.findByRole('dialog', { name: '¿Activar la cuenta de Pedro Guamán?' });
    await u.click(within(dialog).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText(ADMIN_MSG.staffUpdated('Pedro Guamán'))).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', 'admin/staff/9')[0][1]?.body))).toEqual({ status: 'APPROVED' });
  });

  it('sends an invitation again at once, and cancels one after asking', async () => {
    const fetchMock = render({
      'POST admin/staff/invitations/8/resend': () => ({
        body: { ok: true, msg: ADMIN_MSG.staffInvitationResent('vencida@calzadoandino.ec'), invitation: invitation({ id: 8 }) },
      }),
      'DELETE admin/staff/invitations/7': () => ({
        body: { ok: true, msg: ADMIN_MSG.staffInvitationCanceled('nuevo.bodega@calzadoandino.ec') },
      }),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Reenviar la invitación a vencida@calzadoandino.ec' }));
    expect(await screen.findByText(ADMIN_MSG.staffInvitationResent('vencida@calzadoandino.ec'))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/staff/invitations/8/resend')).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Cancelar la invitación a nuevo.bodega@calzadoandino.ec' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la invitación a nuevo.bodega@calzadoandino.ec?' });
    expect(callsTo(fetchMock, 'DELETE', 'admin/staff/invitations/7')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar invitación' }));
    expect(await screen.findByText(ADMIN_MSG.staffInvitationCanceled('nuevo.bodega@calzadoandino.ec'))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', 'admin/staff/invitations/7')).toHaveLength(1);
  });
});
