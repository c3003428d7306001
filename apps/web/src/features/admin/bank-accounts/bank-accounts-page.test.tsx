import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { AdminBankAccount } from '@store/contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import BankAccountsPage from './bank-accounts-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const account = (overrides: Partial<AdminBankAccount> = {}): AdminBankAccount => ({
  bankaccountid: 1,
  bank: 'Banco Pichincha',
  accountType: 'CORRIENTE',
  number: '2100123456',
  holder: 'Calzado Andino Cía. Ltda.',
  ruc: '0190123456001',
  position: 0,
  active: true,
  ...overrides,
});
const austro = account({
  bankaccountid: 2,
  bank: 'Banco del Austro',
  accountType: 'AHORROS',
  number: '0012345678',
  position: 1,
  active: false,
});

describe('BankAccountsPage', () => {
  it('lists the accounts in order, a hidden one marked, and moves one up', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/bank-accounts': () => ({ body: { ok: true, accounts: [account(), austro] } }),
      'PUT admin/bank-accounts/order': () => ({ body: { ok: true, msg: ADMIN_MSG.bankAccountsReordered, accounts: [austro, account()] } }),
    });
    renderWithProviders(<BankAccountsPage />, '/admin/bank-accounts');
    const list = await screen.findByRole('list', { name: 'Cuentas bancarias de la tienda' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Banco Pichincha');
    expect(first).toHaveTextContent('Corriente');
    expect(first).toHaveTextContent('2100123456');
    expect(second).toHaveTextContent('Oculta');
    expect(within(first).getByRole('button', { name: 'Subir la cuenta 2100123456 de Banco Pichincha' })).toBeDisabled();
    await userEvent.click(within(second).getByRole('button', { name: 'Subir la cuenta 0012345678 de Banco del Austro' }));
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/bank-accounts/order');
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [2, 1] });
  });

  it('checks the fields with the contracts’ rules before saving a new account', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/bank-accounts': () => ({ body: { ok: true, accounts: [account()] } }),
      'POST admin/bank-accounts': () => ({
        status: 201,
        body: {
          ok: true,
          msg: ADMIN_MSG.bankAccountCreated,
          account: account({ bankaccountid: 3, bank: 'Banco Guayaquil', number: '12345678' }),
        },
      }),
    });
    renderWithProviders(<BankAccountsPage />, '/admin/bank-accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta bancaria' });
    // the store's own holder and RUC come filled in
    expect(within(dialog).getByLabelText('Titular')).toHaveValue('Calzado Andino Cía. Ltda.');
    await userEvent.type(within(dialog).getByLabelText('Número de cuenta'), '123');
    await userEvent.clear(within(dialog).getByLabelText('RUC del titular'));
    await userEvent.type(within(dialog).getByLabelText('RUC del titular'), '0190123457001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(ADMIN_MSG.bankRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_MSG.bankAccountNumberInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_MSG.bankRucInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/bank-accounts')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Banco'), 'Banco Guayaquil');
    await userEvent.type(within(dialog).getByLabelText('Número de cuenta'), '45-678');
    await userEvent.clear(within(dialog).getByLabelText('RUC del titular'));
    await userEvent.type(within(dialog).getByLabelText('RUC del titular'), '0190123456001');
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de cuenta'), 'Ahorros');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(ADMIN_MSG.bankAccountCreated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/bank-accounts');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      bank: 'Banco Guayaquil',
      accountType: 'AHORROS',
      number: '12345-678',
      ruc: '0190123456001',
      active: true,
    });
  });
});
