import type { FulfilmentListResponse, FulfilmentRow } from '@store/contracts/warehouse';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signInStaff } from '../../../test/render-with-providers.tsx';
import FulfilmentPage from './fulfilment-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const row = (saleid: number, status: FulfilmentRow['status'], companyName = 'Calzado El Paso'): FulfilmentRow => ({
  saleid,
  status,
  saledate: '2025-03-05T15:30:00.000Z',
  unit_totals: { PAIR: 24, UNIT: 0 },
  distributor: { companyName, city: 'Cuenca' },
  receiptRejected: false,
});

const response = (orders: FulfilmentRow[]): FulfilmentListResponse => ({
  ok: true,
  orders,
  info: { currentPage: 1, totalPages: 1, limit: 20, total: orders.length },
  counts: { APPROVED: 2, TO_DELIVER: 1, DELIVERING: 0 },
});

describe('FulfilmentPage', () => {
  it('opens on the approved orders, the oldest first, with the count of each status', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({
      'GET admin/fulfilment': ({ url }) => ({
        body:
          url.searchParams.get('status') === 'TO_DELIVER'
            ? response([row(44, 'TO_DELIVER')])
            : response([row(40, 'APPROVED'), row(41, 'APPROVED', 'Deportes Quito')]),
      }),
    });
    renderPage(<FulfilmentPage />, { path: '/admin/fulfilment' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Por despachar' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /^Abrir la orden #/ });
    const tabs = screen.getByRole('group', { name: 'Filtrar por estado' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Orden Aprobada2', 'Para despacho1', 'Entrega en Camino0']);
    expect(within(tabs).getByRole('button', { name: /Orden Aprobada/ })).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(String(callsTo(fetchMock, 'GET', 'admin/fulfilment')[0][0]), 'http://localhost').searchParams.get('status')).toBe(
      'APPROVED',
    );

    expect(links.map((l) => l.textContent)).toEqual(['#40', '#41']);
    expect(links[0]).toHaveAttribute('href', '/admin/fulfilment/40');
    const first = within(links[0].closest('tr')!);
    for (const text of ['Calzado El Paso', 'Cuenca', '24 pares', 'Orden Aprobada']) expect(first.getByText(text)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$');

    await userEvent.click(within(tabs).getByRole('button', { name: /Para despacho/ }));
    expect(await screen.findByRole('link', { name: 'Abrir la orden #44' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('status=TO_DELIVER');
  });

  it('searches by number, company or city', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({ 'GET admin/fulfilment': () => ({ body: response([]) }) });
    renderPage(<FulfilmentPage />, { path: '/admin/fulfilment' });
    expect(await screen.findByText('No hay órdenes en este estado.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar órdenes'), 'Cuenca{Enter}');
    expect(await screen.findByText('No hay órdenes en este estado con esta búsqueda.')).toBeInTheDocument();
    const sent = new URL(String(callsTo(fetchMock, 'GET', 'admin/fulfilment').at(-1)?.[0]), 'http://localhost');
    expect(sent.searchParams.get('q')).toBe('Cuenca');
  });
});
