import type { StockListResponse, StockVariant } from '@store/contracts/warehouse';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signInStaff } from '../../../test/render-with-providers.tsx';
import StockPage from './stock-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const sized = (quantities: [number, number, number] = [10, 4, 0]): StockVariant => ({
  variantId: 5,
  productid: 7,
  productName: 'Zapatilla Andes Runner',
  brandName: 'Andes',
  code: 'AR-7-NEG',
  colorName: 'Negro',
  colorHex: '#111111',
  stockType: 'SIZES',
  unit: 'PAIR',
  unitsPerBox: 12,
  rows: [
    { sizeid: 40, sizeName: '40', quantity: quantities[0] },
    { sizeid: 41, sizeName: '41', quantity: quantities[1] },
    { sizeid: 42, sizeName: '42', quantity: quantities[2] },
  ],
});

const boxes = (quantity = 8): StockVariant => ({
  variantId: 6,
  productid: 8,
  productName: 'Botín Páramo',
  brandName: 'Páramo',
  code: 'PA-8-CAF',
  colorName: 'Café',
  colorHex: '#6b3e26',
  stockType: 'BOXES',
  unit: 'PAIR',
  unitsPerBox: 12,
  rows: [{ sizeid: null, sizeName: null, quantity }],
});

const list = (variants: StockVariant[]): { body: StockListResponse } => ({
  body: { ok: true, variants, info: { currentPage: 1, totalPages: 1, limit: 20, total: variants.length } },
});

const open = (path = '/admin/stock') => renderPage(<StockPage />, { path });
const card = (code: string) => screen.findByRole('article', { name: `Stock de ${code}` });

describe('StockPage', () => {
  it('shows each variant with its rows: a number per size, or one «Cantidad» in its unit', async () => {
    signInStaff('WAREHOUSE');
    stubApi({ 'GET admin/stock': () => list([sized(), boxes()]) });
    open();
    expect(await screen.findByText('2 variantes')).toBeInTheDocument();
    const shoe = within(await card('AR-7-NEG'));
    expect(shoe.getByRole('heading', { name: 'Zapatilla Andes Runner' })).toBeInTheDocument();
    // Bodega has no catalogue: the product's name is not a link to its page
    expect(shoe.queryByRole('link')).not.toBeInTheDocument();
    expect(shoe.getByText('AR-7-NEG')).toBeInTheDocument();
    expect(shoe.getByLabelText(/^Talla 40/)).toHaveValue(10);
    expect(shoe.getByLabelText(/^Talla 42/)).toHaveValue(0);
    expect(shoe.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    const box = within(await card('PA-8-CAF'));
    expect(box.getByLabelText('Cantidad')).toHaveValue(8);
    expect(box.getByText('cajas')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$');
  });

  it('saves only the rows that changed, each with the value it was counted from, and says so', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({
      'GET admin/stock': () => list([sized(), boxes()]),
      'PUT admin/stock/5': () => ({
        body: { ok: true, msg: 'Stock de Zapatilla Andes Runner (AR-7-NEG) guardado', variant: sized([10, 6, 3]) },
      }),
    });
    open();
    const shoe = within(await card('AR-7-NEG'));
    const size41 = shoe.getByLabelText(/^Talla 41/);
    await userEvent.clear(size41);
    await userEvent.type(size41, '6');
    const size42 = shoe.getByLabelText(/^Talla 42/);
    await userEvent.clear(size42);
    await userEvent.type(size42, '3');
    expect(shoe.getByText('2 cambios sin guardar')).toBeInTheDocument();
    await userEvent.click(shoe.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Stock de Zapatilla Andes Runner (AR-7-NEG) guardado')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/stock/5');
    expect(JSON.parse(String(init?.body))).toEqual({
      stock: [
        { sizeid: 41, expected: 4, quantity: 6 },
        { sizeid: 42, expected: 0, quantity: 3 },
      ],
    });
    expect(shoe.getByLabelText(/^Talla 41/)).toHaveValue(6);
    expect(shoe.queryByText(/cambios? sin guardar/)).not.toBeInTheDocument();
    expect(shoe.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(callsTo(fetchMock, 'PUT', 'admin/stock/6')).toHaveLength(0);
  });

  it('refuses a quantity that is not a whole number without asking the server', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({ 'GET admin/stock': () => list([boxes()]) });
    open();
    const box = within(await card('PA-8-CAF'));
    await userEvent.clear(box.getByLabelText('Cantidad'));
    await userEvent.click(box.getByRole('button', { name: 'Guardar' }));
    expect(box.getByRole('alert')).toHaveTextContent('La cantidad de stock debe ser un número entero');
    expect(callsTo(fetchMock, 'PUT', 'admin/stock/6')).toHaveLength(0);
  });

  it('on a 409 shows the server’s message and reloads the card with the stock as it is now', async () => {
    signInStaff('WAREHOUSE');
    let now = boxes(8);
    const fetchMock = stubApi({
      'GET admin/stock': () => list([sized(), now]),
      'PUT admin/stock/6': () => {
        now = boxes(5);
        return {
          status: 409,
          body: { ok: false, msg: 'El stock de esta variante cambió mientras lo editaba (ahora 5). Revise y guarde de nuevo.' },
        };
      },
    });
    open();
    const shoe = within(await card('AR-7-NEG'));
    const size40 = shoe.getByLabelText(/^Talla 40/);
    await userEvent.clear(size40);
    await userEvent.type(size40, '11');
    const box = within(await card('PA-8-CAF'));
    await userEvent.clear(box.getByLabelText('Cantidad'));
    await userEvent.type(box.getByLabelText('Cantidad'), '9');
    await userEvent.click(box.getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText('El stock de esta variante cambió mientras lo editaba (ahora 5). Revise y guarde de nuevo.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(box.getByLabelText('Cantidad')).toHaveValue(5));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', 'admin/stock/6')[0][1]?.body))).toEqual({
      stock: [{ sizeid: null, expected: 8, quantity: 9 }],
    });
    expect(box.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    // the other card keeps what was typed in it
    expect(shoe.getByLabelText(/^Talla 40/)).toHaveValue(11);
  });

  it('searches and shows only the low stock, from the address', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({ 'GET admin/stock': () => list([]) });
    open();
    expect(await screen.findByText('No hay variantes con estos filtros.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Solo stock bajo'));
    await userEvent.type(screen.getByLabelText('Buscar variantes'), 'negro{Enter}');
    await vi.waitFor(() => {
      const sent = new URL(String(callsTo(fetchMock, 'GET', 'admin/stock').at(-1)?.[0]), 'http://localhost');
      expect(Object.fromEntries(sent.searchParams)).toEqual({ q: 'negro', low: '1', page: '1', size: '20' });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('low=1');
  });
});
