import type { CreditSummary } from '@store/contracts/credit';
import { MSG } from '@store/contracts/messages';
import type { UserProfile } from '@store/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../test/render-page.tsx';
import { signIn, signInStaff } from '../../test/render-with-providers.tsx';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const profile: UserProfile = {
  userid: 3,
  ci: '0190012345001',
  company_name: 'Tienda Cuenca',
  company_role: 'OWNER',
  name: 'Ana',
  lastname: 'Pérez',
  email: 'tienda.cuenca@example.com',
  phone: '0991234567',
  phone2: '',
  base_phone: '072834567',
  province: 'Azuay',
  city: 'Cuenca',
  address: 'Av. Solano 1-23',
  role: 'DISTRIBUTOR',
  status: 'APPROVED',
  image: null,
};

describe('ProfilePage', () => {
  it('shows a member of the staff its name, e-mail and role and the change of password, and asks for no credit nor alerts', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({
      'GET user/my_info': {
        body: {
          ok: true,
          user: {
            ...profile,
            ci: '',
            company_name: '',
            name: 'Rosa',
            lastname: 'Tenesaca',
            email: 'bodega@calzadoandino.ec',
            role: 'WAREHOUSE',
          },
        },
      },
    });
    renderPage(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Cuenta del personal' })).toBeInTheDocument();
    expect(screen.getByText('Rosa Tenesaca')).toBeInTheDocument();
    expect(screen.getByText('Bodega')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al panel de administración' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByLabelText('RUC')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cambiar Contraseña' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', 'user/credit')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', 'stock_alerts/mine')).toHaveLength(0);
  });

  it('shows ci and e-mail read-only and saves the editable fields', async () => {
    const fetchMock = stubApi({
      'GET user/my_info': { body: { ok: true, user: profile } },
      'PUT user/update': ({ body }) => ({
        body: { ok: true, msg: MSG.profileUpdated, user: { ...profile, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    const ci = await screen.findByLabelText('RUC');
    expect(ci).toHaveValue('0190012345001');
    expect(ci).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Cuenca');

    await user.selectOptions(screen.getByLabelText('Provincia'), 'Pichincha');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('¡La provincia y la ciudad son obligatorias!')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Ciudad'), 'Quito');
    await user.clear(screen.getByLabelText('Empresa'));
    await user.type(screen.getByLabelText('Empresa'), 'Tienda Quito');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(MSG.profileUpdated)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      company_name: 'Tienda Quito',
      name: 'Ana',
      lastname: 'Pérez',
      phone: '0991234567',
      phone2: '',
      address: 'Av. Solano 1-23',
      province: 'Pichincha',
      city: 'Quito',
      base_phone: '072834567',
    });
  });

  it('shows a buyer of the company its data read-only and saves only their own name and phone (docs/product.md §28)', async () => {
    const buyer = { ...profile, company_role: 'BUYER' as const, name: 'Pedro', email: 'compras@example.com' };
    const fetchMock = stubApi({
      'GET user/my_info': { body: { ok: true, user: buyer } },
      'PUT user/update': ({ body }) => ({ body: { ok: true, msg: MSG.profileUpdated, user: { ...buyer, ...(body as object) } } }),
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.clear(await screen.findByLabelText('Celular 1'));
    await user.type(screen.getByLabelText('Celular 1'), '0987001122');
    expect(screen.queryByLabelText('Empresa')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Provincia')).not.toBeInTheDocument();
    expect(screen.getByText('Av. Solano 1-23, Cuenca, Azuay')).toBeInTheDocument();
    expect(screen.getByText('Los datos de la empresa los cambia su titular.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(MSG.profileUpdated)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    // the company's data go back as they were: the server refuses a change of them from anyone but the owner
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      company_name: 'Tienda Cuenca',
      name: 'Pedro',
      lastname: 'Pérez',
      phone: '0987001122',
      phone2: '',
      address: 'Av. Solano 1-23',
      province: 'Azuay',
      city: 'Cuenca',
      base_phone: '072834567',
    });
  });

  it('saves the profile with the landline left empty', async () => {
    const fetchMock = stubApi({
      'GET user/my_info': { body: { ok: true, user: profile } },
      'PUT user/update': ({ body }) => ({
        body: { ok: true, msg: MSG.profileUpdated, user: { ...profile, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.clear(await screen.findByLabelText('Teléfono fijo (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect((await screen.findAllByText(MSG.profileUpdated)).length).toBeGreaterThan(0);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ phone: '0991234567', base_phone: '' });
  });

  it('changes the password only with the current one given and a new one of 6 characters or more, then empties them', async () => {
    const fetchMock = stubApi({
      'GET user/my_info': { body: { ok: true, user: profile } },
      'PUT auth/change_password': { body: { ok: true, msg: MSG.passwordChanged } },
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    const block = within((await screen.findByRole('heading', { name: 'Cambiar Contraseña' })).closest('form') as HTMLElement);
    await user.click(block.getByRole('button', { name: 'Cambiar Contraseña' }));
    // an empty current password is asked for; an empty new one is short
    expect(await block.findByText(MSG.currentPasswordRequired)).toBeInTheDocument();
    expect(block.getByText(MSG.changePasswordMin)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', 'auth/change_password')).toHaveLength(0);

    await user.type(block.getByLabelText('Contraseña actual'), 'demo1234');
    await user.type(block.getByLabelText('Nueva contraseña'), 'nueva1');
    await user.click(block.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', 'auth/change_password')[0][1]?.body))).toEqual({
      currentPassword: 'demo1234',
      newPassword: 'nueva1',
    });
    await waitFor(() => expect(block.getByLabelText('Contraseña actual')).toHaveValue(''));
    expect(block.getByLabelText('Nueva contraseña')).toHaveValue('');
  });
});

describe('ProfilePage «Crédito»', () => {
  const onCredit: CreditSummary = {
    terms: 'CREDIT',
    days: 30,
    limitCents: 300_000,
    inUseCents: 184_320,
    availableCents: 115_680,
    due: [
      { saleid: 41, totalCents: 96_000, dueOn: '2026-02-20', overdue: true },
      { saleid: 57, totalCents: 88_320, dueOn: '2026-03-27', overdue: false },
    ],
  };
  const stubProfile = (credit: CreditSummary) =>
    stubApi({
      'GET user/my_info': { body: { ok: true, user: profile } },
      'GET user/credit': { body: { ok: true, credit } },
      'GET stock_alerts/mine': { body: { ok: true, alerts: [] } },
    });

  it('shows a credit buyer its days, limit, what is in use and available, and the orders due with «Vencida» on the late one', async () => {
    signIn();
    stubProfile(onCredit);
    renderPage(<ProfilePage />, { path: '/user' });
    const card = within(await screen.findByRole('region', { name: 'Crédito' }));
    expect(await card.findByText('Forma de pago: Crédito a 30 días')).toBeInTheDocument();
    const figures = card.getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Límite $3,000.00', 'En uso $1,843.20', 'Disponible $1,156.80']);
    const bar = card.getByRole('progressbar', { name: 'Crédito en uso' });
    expect(bar).toHaveAttribute('aria-valuenow', '1843.2');
    expect(bar).toHaveAttribute('aria-valuemax', '3000');
    expect(bar).toHaveAttribute('aria-valuetext', '$1,843.20 en uso de $3,000.00');

    const rows = within(card.getByRole('list', { name: 'Órdenes por pagar' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Orden #41$960.00Vence el 20 feb 2026Vencida', 'Orden #57$883.20Vence el 27 mar 2026']);
    expect(within(rows[0]).getByRole('link', { name: 'Orden #41' })).toHaveAttribute('href', '/orders/41');
    expect(within(rows[1]).queryByText('Vencida')).not.toBeInTheDocument();
  });

  it('tells a cash buyer it pays before dispatch, with no figures', async () => {
    signIn();
    stubProfile({ terms: 'CASH', days: null, limitCents: null, inUseCents: 0, availableCents: null, due: [] });
    renderPage(<ProfilePage />, { path: '/user' });
    const card = within(await screen.findByRole('region', { name: 'Crédito' }));
    expect(await card.findByText('Forma de pago: Contado (pago antes del despacho)')).toBeInTheDocument();
    expect(card.queryByText('Límite')).not.toBeInTheDocument();
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card.queryByText('Órdenes por pagar')).not.toBeInTheDocument();
  });

  it('is not asked for without a distributor’s session', async () => {
    const fetchMock = stubApi({ 'GET user/my_info': { body: { ok: true, user: profile } } });
    renderPage(<ProfilePage />, { path: '/user' });
    await screen.findByLabelText('RUC');
    expect(screen.queryByRole('region', { name: 'Crédito' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', 'user/credit')).toHaveLength(0);
  });
});
