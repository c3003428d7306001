import { MSG } from '@store/contracts/messages';
import type { UserProfile } from '@store/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../test/render-page.tsx';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const profile: UserProfile = {
  userid: 3,
  ci: '0190012345001',
  company_name: 'Tienda Cuenca',
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
    expect(await screen.findByText('La provincia y ciudad son obligatorios!')).toBeInTheDocument();

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

  it('changes the password only with both fields of 6 characters or more, then empties them', async () => {
    const fetchMock = stubApi({
      'GET user/my_info': { body: { ok: true, user: profile } },
      'PUT auth/change_password': { body: { ok: true, msg: MSG.passwordChanged } },
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    const block = within((await screen.findByRole('heading', { name: 'Cambiar Contraseña' })).closest('form') as HTMLElement);
    await user.click(block.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await block.findAllByText('La contraseña debe tener mínimo 6 caracteres')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(block.getByLabelText('Contraseña actual'), 'demo1234');
    await user.type(block.getByLabelText('Nueva contraseña'), 'nueva1');
    await user.click(block.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ currentPassword: 'demo1234', newPassword: 'nueva1' });
    await waitFor(() => expect(block.getByLabelText('Contraseña actual')).toHaveValue(''));
    expect(block.getByLabelText('Nueva contraseña')).toHaveValue('');
  });
});
