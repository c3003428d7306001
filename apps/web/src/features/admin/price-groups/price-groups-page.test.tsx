import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { PriceGroupRow, PriceListRow } from '@store/contracts/price-lists';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import PriceGroupsPage from './price-groups-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const list = (overrides: Partial<PriceListRow>): PriceListRow => ({
  listid: 1,
  groupid: 1,
  kind: 'PERCENT',
  percent: 10,
  validFrom: null,
  validUntil: null,
  prices: 0,
  inEffect: true,
  ...overrides,
});

/** The demo's three groups: the default one at list prices, 10 % off, and a chain with prices of its own after a year at 8 %. */
const groups: PriceGroupRow[] = [
  {
    groupid: 3,
    name: 'Cadena',
    isDefault: false,
    distributors: 1,
    lists: [
      list({ listid: 2, groupid: 3, percent: 8, validFrom: '2025-01-01', validUntil: '2025-12-31', inEffect: false }),
      list({ listid: 3, groupid: 3, kind: 'PRICES', percent: null, validFrom: '2026-01-01', prices: 40 }),
    ],
  },
  { groupid: 2, name: 'Distribuidor A', isDefault: false, distributors: 1, lists: [list({ listid: 1, groupid: 2 })] },
  { groupid: 1, name: 'Mayorista', isDefault: true, distributors: 3, lists: [] },
];

const render = (routes: Parameters<typeof stubApi>[0] = {}) => {
  signInAdmin();
  const fetchMock = stubApi({ 'GET admin/price-groups': () => ({ body: { ok: true, groups } }), ...routes });
  renderWithProviders(<PriceGroupsPage />, '/admin/price-groups');
  return fetchMock;
};

const groupCard = (name: string) => screen.findByRole('region', { name });

describe('PriceGroupsPage', () => {
  it('shows each group with its distributors and its lists: amount, window and the one in effect', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Listas de precios' })).toBeInTheDocument();

    const mayorista = await groupCard('Mayorista');
    expect(mayorista).toHaveTextContent('Predeterminado');
    expect(mayorista).toHaveTextContent('3 distribuidores');
    expect(mayorista).toHaveTextContent('Este grupo no tiene listas');

    const groupA = await groupCard('Distribuidor A');
    expect(groupA).toHaveTextContent('1 distribuidor');
    expect(groupA).not.toHaveTextContent('Predeterminado');
    const [percentRow] = within(within(groupA).getByRole('table', { name: 'Listas del grupo Distribuidor A' }))
      .getAllByRole('row')
      .slice(1);
    expect(percentRow).toHaveTextContent('Porcentaje de descuento');
    expect(percentRow).toHaveTextContent('10 % de descuento');
    expect(percentRow).toHaveTextContent('Sin fechas');
    expect(within(percentRow).getByText('Vigente')).toBeInTheDocument();
    // a percentage has no prices to show or import
    expect(within(percentRow).queryByRole('button', { name: /^Ver precios/ })).not.toBeInTheDocument();

    const chain = await groupCard('Cadena');
    const [expired, prices] = within(chain).getAllByRole('row').slice(1);
    expect(expired).toHaveTextContent('8 % de descuento');
    expect(expired).toHaveTextContent('Del 2025-01-01 al 2025-12-31');
    expect(within(expired).queryByText('Vigente')).not.toBeInTheDocument();
    expect(prices).toHaveTextContent('Precios por variante');
    expect(prices).toHaveTextContent('40 precios');
    expect(prices).toHaveTextContent('Desde el 2026-01-01');
    expect(within(prices).getByText('Vigente')).toBeInTheDocument();
    expect(
      within(prices).getByRole('button', { name: 'Importar precios (CSV) de la lista «40 precios, desde el 2026-01-01» de Cadena' }),
    ).toBeInTheDocument();
  });

  it('asks for the group name in Spanish before sending anything', async () => {
    const fetchMock = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo grupo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo de precios' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(ADMIN_MSG.priceGroupNameRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/price-groups')).toHaveLength(0);
  });

  it('asks for the percentage of a PERCENT list, and sends a PRICES list without one and its days', async () => {
    const fetchMock = render({
      'POST admin/price-groups/2/lists': () => ({
        status: 201,
        body: { ok: true, msg: ADMIN_MSG.priceListCreated, list: list({ listid: 9, groupid: 2, kind: 'PRICES', percent: null }) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar lista a Distribuidor A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva lista para Distribuidor A' });
    expect(within(dialog).getByRole('radio', { name: /Porcentaje de descuento/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(ADMIN_MSG.priceListPercentRange)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Precios por variante/ }));
    expect(within(dialog).queryByLabelText('Descuento (%)')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Desde'), '2027-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(ADMIN_MSG.priceListCreated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/price-groups/2/lists');
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'PRICES', percent: null, validFrom: '2027-01-01', validUntil: null });
  });

  it('sends the chosen CSV as text and shows every wrong line the server names', async () => {
    const errors = [ADMIN_MSG.priceCsvPrice(2), ADMIN_MSG.priceCsvUnknownCode(3, 'NO-EXISTE')];
    const fetchMock = render({
      'PUT admin/price-lists/3/prices': () => ({
        status: 400,
        body: { ok: false, msg: errors[0], errors: errors.map((msg) => ({ field: 'csv', msg })) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Importar precios \(CSV\) de la lista .* de Cadena$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar precios (CSV)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(within(dialog).getByText('Elija un archivo CSV')).toBeInTheDocument();

    const csv = 'codigo,precio\nABC-1,gratis\nNO-EXISTE,10.00\n';
    // jsdom's File cannot read itself as text; a browser's can
    const file = Object.assign(new File([csv], 'precios.csv', { type: 'text/csv' }), { text: async () => csv });
    await userEvent.upload(within(dialog).getByLabelText(/Archivo CSV/), file);
    expect(within(dialog).getByText(/precios\.csv/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Líneas con errores');
    for (const msg of errors) expect(within(alert).getByText(msg, { selector: 'li' })).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/price-lists/3/prices');
    expect(JSON.parse(String(init?.body))).toEqual({ csv });
  });

  it('shows a PRICES list’s prices beside the list prices', async () => {
    render({
      'GET admin/price-lists/3/prices': () => ({
        body: {
          ok: true,
          prices: [{ prodvarid: 7, code: 'AND-101-NEG', product: 'Botín Andino', color: 'Negro', listPrice: 29.9, price: 25.4 }],
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Ver precios de la lista .* de Cadena$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Precios de la lista de Cadena' });
    const row = await within(dialog).findByRole('row', { name: /AND-101-NEG/ });
    expect(row).toHaveTextContent('Botín Andino');
    expect(row).toHaveTextContent('Negro');
    expect(row).toHaveTextContent('$29.90');
    expect(row).toHaveTextContent('$25.40');
  });

  it('shows the server’s refusal to delete the default group', async () => {
    render({
      'DELETE admin/price-groups/1': () => ({ status: 409, body: { ok: false, msg: ADMIN_MSG.priceGroupIsDefault('Mayorista') } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar el grupo Mayorista' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar el grupo Mayorista?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar grupo' }));
    expect(await screen.findByText(ADMIN_MSG.priceGroupIsDefault('Mayorista'))).toBeInTheDocument();
  });
});
