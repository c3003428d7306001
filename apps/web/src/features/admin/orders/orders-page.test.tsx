import type { AdminOrderRow, AdminOrdersResponse } from '@store/contracts/admin-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import OrdersPage from './orders-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (saleid: number, status: AdminOrderRow['status']): AdminOrderRow => ({
  saleid,
  status,
  paymentStatus: 'PENDING',
  saledate: '2025-03-05T15:30:00.000Z',
  totalCents: 45533,
  // pairs and units counted apart, each in its own word (a box of shoes is pairs, a ball is a unit)
  unit_totals: { PAIR: 15, UNIT: 3 },
  distributor: { userid: 9, companyName: 'Calzado El Paso', email: 'tienda.cuenca@example.com', city: 'Cuenca' },
  branch: 'Matriz',
});

const response = (orders: AdminOrderRow[], distributor: AdminOrdersResponse['distributor'] = null): AdminOrdersResponse => ({
  ok: true,
  orders,
  info: { currentPage: 1, totalPages: 1, limit: 20, total: orders.length },
  counts: { RECEIVED: 3, APPROVED: 1, TO_DELIVER: 0, DELIVERING: 2, DELIVERED: 5, CANCELED: 1, PENDING_APPROVAL: 0 },
  branches: [],
  distributor,
});

describe('OrdersPage', () => {
  it('lists orders with their status, counts per status and a removable distributor chip', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/orders': ({ url }) => ({
        body: url.searchParams.get('distributor')
          ? response([row(42, 'DELIVERING')], { userid: 9, companyName: 'Calzado El Paso', email: 'tienda.cuenca@example.com' })
          : response([row(42, 'DELIVERING'), row(41, 'CANCELED')]),
      }),
    });
    renderWithProviders(<OrdersPage />, '/admin/orders?distributor=9');

    const link = await screen.findByRole('link', { name: 'Abrir la orden #42' });
    expect(link).toHaveAttribute('href', '/admin/orders/42');
    const tr = link.closest('tr')!;
    expect(within(tr).getByText('Entrega en Camino')).toBeInTheDocument();
    expect(within(tr).getByText('$455.33')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cantidad' })).toBeInTheDocument();
    expect(within(tr).getAllByText('15 pares y 3 unidades').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear pedido' })).toHaveAttribute('href', '/admin/orders/new');
    const tabs = screen.getByRole('group', { name: 'Filtrar por estado' });
    expect(within(tabs).getByRole('button', { name: 'Todas 12' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tabs).getByRole('button', { name: 'Entregado 5' })).toBeInTheDocument();
    expect(screen.getByText('Distribuidor: Calzado El Paso')).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('button', { name: 'Entrega en Camino 2' }));
    await vi.waitFor(() => {
      const urls = callsTo(fetchMock, 'GET', 'admin/orders').map(([u]) => String(u));
      expect(urls.at(-1)).toContain('status=DELIVERING');
      expect(urls.at(-1)).toContain('distributor=9');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Quitar el filtro del distribuidor Calzado El Paso' }));
    expect(await screen.findByRole('link', { name: 'Abrir la orden #41' })).toBeInTheDocument();
    expect(screen.queryByText('Distribuidor: Calzado El Paso')).not.toBeInTheDocument();
    expect(String(callsTo(fetchMock, 'GET', 'admin/orders').at(-1)?.[0])).not.toContain('distributor=');
  });

  it('exports the orders the filters on screen find as CSV, and shows why an export is refused', async () => {
    signInAdmin();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/ordenes');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let refuse = false;
    const fetchMock = stubApi({
      'GET admin/orders': () => ({ body: response([row(42, 'DELIVERING')]) }),
      'GET admin/orders/export/csv': () =>
        refuse
          ? { status: 400, body: { ok: false, msg: 'La exportación tiene 60000 líneas; el máximo es 50000: acote las fechas' } }
          : { body: 'Orden,Fecha,Estado' },
    });
    renderWithProviders(
      <OrdersPage />,
      '/admin/orders?status=DELIVERING&payment=SENT&from=2025-03-01&to=2025-03-31&distributor=9&q=Cuenca&page=2',
    );
    expect(
      await screen.findByText('Una fila por línea de orden, con el IVA desglosado, para su contador.', { exact: false }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [url] = callsTo(fetchMock, 'GET', 'admin/orders/export/csv')[0];
    const sent = new URL(String(url), 'http://localhost');
    expect(sent.pathname).toBe('/api/admin/orders/export/csv');
    // every filter on screen, and no page: the file holds all of them
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      status: 'DELIVERING',
      payment: 'SENT',
      from: '2025-03-01',
      to: '2025-03-31',
      distributor: '9',
      q: 'Cuenca',
    });

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('La exportación tiene 60000 líneas; el máximo es 50000: acote las fechas')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
