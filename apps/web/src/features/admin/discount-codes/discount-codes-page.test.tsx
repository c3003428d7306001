import type { DiscountCodeRow } from '@store/contracts/admin-distributors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import DiscountCodesPage from './discount-codes-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const code = (overrides: Partial<DiscountCodeRow> = {}): DiscountCodeRow => ({
  discountcodeid: 3,
  code: 'ENERO30',
  percent: 10,
  // 1 to 31 January 2030 in Ecuador (UTC−5), as the server stores days
  startsAt: '2030-01-01T05:00:00.000Z',
  endsAt: '2030-02-01T04:59:59.999Z',
  active: true,
  createdAt: '2029-12-01T15:00:00.000Z',
  uses: 0,
  state: 'SCHEDULED',
  ...overrides,
});

describe('DiscountCodesPage', () => {
  it('shows a window saved as days as days of Ecuador, the last one inclusive', async () => {
    signInAdmin();
    stubApi({ 'GET admin/discount-codes': () => ({ body: { ok: true, discountCodes: [code()] } }) });
    renderWithProviders(<DiscountCodesPage />, '/admin/discount-codes');
    const table = await screen.findByRole('table', { name: 'Códigos de descuento' });
    const row = within(table).getByRole('row', { name: /ENERO30/ });
    expect(row).toHaveTextContent('Desde el 1 ene 2030');
    expect(row).toHaveTextContent('Hasta el 31 ene 2030 inclusive');
    expect(row).toHaveTextContent('Programado');
  });

  it('sends the typed days as they are, for the server to read in Ecuador', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/discount-codes': () => ({ body: { ok: true, discountCodes: [] } }),
      'POST admin/discount-codes': () => ({
        status: 201,
        body: { ok: true, msg: 'Código de descuento creado', discountCode: code() },
      }),
    });
    renderWithProviders(<DiscountCodesPage />, '/admin/discount-codes');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo código' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Código'), 'enero30');
    await userEvent.type(within(dialog).getByLabelText('Porcentaje de descuento'), '10');
    await userEvent.type(within(dialog).getByLabelText('Primer día (opcional)'), '2030-01-01');
    await userEvent.type(within(dialog).getByLabelText('Último día (opcional)'), '2030-01-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Código de descuento creado')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/discount-codes');
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'ENERO30',
      percent: 10,
      startsAt: '2030-01-01',
      endsAt: '2030-01-31',
      active: true,
    });
  });

  it('edits a code with its days filled in and keeps an untouched exact instant', async () => {
    signInAdmin();
    // started at 10:00 in Ecuador (set through the API), ends on 31 January
    const current = code({ startsAt: '2030-01-01T15:00:00.000Z' });
    const fetchMock = stubApi({
      'GET admin/discount-codes': () => ({ body: { ok: true, discountCodes: [current] } }),
      'PUT admin/discount-codes/3': () => ({ body: { ok: true, msg: 'Código de descuento actualizado', discountCode: current } }),
    });
    renderWithProviders(<DiscountCodesPage />, '/admin/discount-codes');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar ENERO30' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Primer día (opcional)')).toHaveValue('2030-01-01');
    const last = within(dialog).getByLabelText('Último día (opcional)');
    expect(last).toHaveValue('2030-01-31');
    await userEvent.clear(last);
    await userEvent.type(last, '2030-02-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Código de descuento actualizado')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/discount-codes/3');
    expect(JSON.parse(String(init?.body))).toMatchObject({ startsAt: '2030-01-01T15:00:00.000Z', endsAt: '2030-02-15' });
  });
});
