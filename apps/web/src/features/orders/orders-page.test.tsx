import type { SaleDetail, SaleListItem } from '@store/contracts/sale';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../test/render-page.tsx';
import { signIn } from '../../test/render-with-providers.tsx';
import { OrdersPage } from './orders-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sale = (saleid: number, status: SaleListItem['status'], sale_total: number): SaleListItem => ({
  saleid,
  status,
  payment_status: 'PENDING',
  saledate: '2025-03-05T15:30:00.000Z',
  sale_total,
  subtotal: Math.round((sale_total / 1.15) * 100) / 100,
  vat: Math.round((sale_total - sale_total / 1.15) * 100) / 100,
  discount_value: 0,
  discount_code: null,
  items: 12,
  unit_totals: { PAIR: 12, UNIT: 0 },
  due_on: null,
  overdue: false,
});

const delivery = {
  name: 'Ana Pérez',
  phone: '0991234567',
  province: 'Pichincha',
  city: 'Quito',
  address: 'Av. Amazonas N34-120 y Rumipamba',
  branch: 'Matriz',
  parish: 'Quito',
  reference: 'Frente al parque El Ejido',
};
/** The page as the router draws it: the list, and an order's detail at its own address. */
const renderOrders = (path = '/orders', state?: unknown) => renderPage(<OrdersPage />, { path, route: '/orders/:orderId?', state });

const page = (userSales: SaleListItem[], totalPages = 1) => ({
  ok: true,
  userSales,
  info: { currentPage: 1, totalPages, limit: 10, total: userSales.length },
});

describe('OrdersPage', () => {
  it('lists the orders with their Spanish status labels, es-EC dates and totals', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET sale/my_sales': () => ({
        body: page([sale(12, 'APPROVED', 449.12), sale(11, 'DELIVERING', 68.7), sale(10, 'CANCELED', 20)], 3),
      }),
    });
    renderOrders();

    const approved = (await screen.findByText('#12')).closest('tr')!;
    expect(within(approved).getByText('Orden Aprobada')).toBeInTheDocument();
    expect(within(approved).getByText('$449.12')).toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Volver a pedir la orden #12' })).toBeInTheDocument();
    expect(within(approved).getByText(/5 mar 2025/)).toBeInTheDocument();
    expect(screen.getByText('Entrega en Camino')).toBeInTheDocument();
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
    for (const column of ['Orden', 'Estado', 'Fecha', 'Total', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    const [url] = callsTo(fetchMock, 'GET', 'sale/my_sales')[0];
    expect(String(url)).toContain('page=1');
    expect(String(url)).toContain('size=10');
  });

  it('reads the page and size from the address and asks for the next page', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET sale/my_sales': ({ url }) => ({
        body: {
          ...page([sale(30, 'RECEIVED', 10)], 4),
          info: { currentPage: Number(url.searchParams.get('page')), totalPages: 4, limit: 20, total: 61 },
        },
      }),
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderOrders('/orders?page=2&size=20');

    expect(await screen.findByText('Página 2 de 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));

    expect(await screen.findByText('Página 3 de 4')).toBeInTheDocument();
    const urls = callsTo(fetchMock, 'GET', 'sale/my_sales').map(([url]) => String(url));
    expect(urls).toEqual(['/api/sale/my_sales?page=2&size=20', '/api/sale/my_sales?page=3&size=20']);
  });

  it("shows 'No hay órdenes...' when there are none", async () => {
    signIn();
    stubApi({ 'GET sale/my_sales': () => ({ body: page([]) }) });
    renderOrders();

    expect(await screen.findByText('No hay órdenes...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the detail of an order with its lines and totals: boxes with their pairs, prices per pair and per box, pre-sale marked', async () => {
    signIn();
    const detail: SaleDetail = {
      ...sale(12, 'TO_DELIVER', 698.76),
      carrier: null,
      tracking_number: null,
      cancel_reason: null,
      placed_by: 'María Quezada',
      approved_by: null,
      entered_by: null,
      delivery,
      history: [{ status: 'RECEIVED', changed_at: '2025-03-05T15:30:00.000Z' }],
      invoices: [],
      // $226.80 + $549.60 = $776.40, less 10% ($77.64) = $698.76 = $607.62 + $91.14 VAT
      subtotal: 607.62,
      vat: 91.14,
      gross: 776.4,
      discount_value: 10,
      discount_code: 'MAYORISTA10',
      discount_amount: 77.64,
      items: 36,
      saledetail: [
        {
          saledetailid: 1,
          price: 19.9,
          discount_value: 5,
          quantity: 12,
          stocktype: 'UNITS',
          unit: 'UNIT',
          units_per_quantity: 1,
          preventa: false,
          line_total: 226.8,
          size: null,
          product_sale_detail: { code: 'AR-1237-ROS', color: { name: 'Rosado', hexcode: '#F06292' } },
          product: {
            productid: 237,
            name: 'Bolso de gimnasio Andes Runner Club',
            thumbnail: '/media/bolso.svg',
            product_brand: { name: 'Andes Runner' },
          },
        },
        {
          saledetailid: 2,
          price: 22.9,
          discount_value: 0,
          quantity: 2,
          stocktype: 'BOXES',
          unit: 'PAIR',
          units_per_quantity: 12,
          preventa: true,
          line_total: 549.6,
          size: null,
          product_sale_detail: { code: 'AU-1240-VIN', color: { name: 'Vino', hexcode: '#7B1E3A' } },
          product: {
            productid: 240,
            name: 'Zapatilla casual Austro Sendero',
            thumbnail: '/media/zapatilla.svg',
            product_brand: { name: 'Austro' },
          },
        },
      ],
    };
    stubApi({
      'GET sale/my_sales': () => ({ body: page([sale(12, 'TO_DELIVER', 698.76)]) }),
      'GET sale/my_sale_detail/12': () => ({ body: { ok: true, userSale: detail } }),
    });
    renderOrders();

    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle de la orden #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orden #12' });
    const bag = within((await within(dialog).findByText('Bolso de gimnasio Andes Runner Club')).closest('tr')!);
    expect(within(dialog).getByText('Para despacho')).toBeInTheDocument();
    for (const text of ['AR-1237-ROS', 'Rosado', '12 unidades', '$19.90', 'c/u', '5%', '$226.80']) {
      expect(bag.getByText(text)).toBeInTheDocument();
    }
    expect(bag.queryByText('Preventa')).not.toBeInTheDocument();
    expect(bag.queryByText(/c\/caja/)).not.toBeInTheDocument();

    const shoe = within(within(dialog).getByText('Zapatilla casual Austro Sendero').closest('tr')!);
    for (const text of ['2 cajas', '24 pares', '$22.90', 'c/par', '$274.80 c/caja', '$549.60', 'Preventa']) {
      expect(shoe.getByText(text)).toBeInTheDocument();
    }
    for (const text of ['$776.40', '-$77.64', '$607.62', '$91.14', '$698.76']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Descuento MAYORISTA10 (10%)')).toBeInTheDocument();
    expect(within(dialog).getByText('IVA 15%')).toBeInTheDocument();
    // where it goes, as it was when placed
    const where = within(within(dialog).getByRole('region', { name: 'Dirección de entrega' }));
    expect(where.getByText('Av. Amazonas N34-120 y Rumipamba')).toBeInTheDocument();
    expect(where.getByText('Quito, Quito, Pichincha')).toBeInTheDocument();
    expect(where.getByText('Sucursal Matriz')).toBeInTheDocument();
    expect(where.getByText('Referencia: Frente al parque El Ejido')).toBeInTheDocument();

    // the detail is a page of its own: going back (the phone's back button) closes it
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/12$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
  });

  it('says «pares» and «unidades» apart, and a credit order’s due day with «Vencida» once past', async () => {
    signIn();
    stubApi({
      'GET sale/my_sales': () => ({
        body: page([
          { ...sale(14, 'RECEIVED', 300), unit_totals: { PAIR: 24, UNIT: 12 }, due_on: '2025-04-04', overdue: true },
          { ...sale(13, 'RECEIVED', 120), unit_totals: { PAIR: 0, UNIT: 6 }, due_on: '2099-04-04' },
          sale(12, 'RECEIVED', 90),
        ]),
      }),
    });
    renderOrders();
    const late = within((await screen.findByText('#14')).closest('tr')!);
    expect(late.getByText('24 pares y 12 unidades')).toBeInTheDocument();
    expect(late.getByText(/Vence el 4 abr 2025/)).toBeInTheDocument();
    expect(late.getByText('Vencida')).toBeInTheDocument();
    const onTime = within(screen.getByText('#13').closest('tr')!);
    expect(onTime.getByText('6 unidades')).toBeInTheDocument();
    expect(onTime.getByText(/Vence el 4 abr 2099/)).toBeInTheDocument();
    expect(onTime.queryByText('Vencida')).not.toBeInTheDocument();
    const cash = within(screen.getByText('#12').closest('tr')!);
    expect(cash.getByText('12 pares')).toBeInTheDocument();
    expect(cash.queryByText(/Vence/)).not.toBeInTheDocument();
  });

  it('opens the order named in the address (the profile’s credit card links here) and forgets it when closed', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET sale/my_sales': () => ({ body: page([sale(12, 'TO_DELIVER', 698.76), sale(41, 'DELIVERED', 960)]) }),
      'GET sale/my_sale_detail/41': () => ({
        body: {
          ok: true,
          userSale: {
            ...sale(41, 'DELIVERED', 960),
            carrier: null,
            tracking_number: null,
            cancel_reason: null,
            placed_by: 'María Quezada',
            approved_by: null,
            entered_by: null,
            delivery,
            history: [],
            invoices: [],
            gross: 960,
            discount_amount: 0,
            saledetail: [],
          } satisfies SaleDetail,
        },
      }),
    });
    renderOrders('/orders?order=41');

    const dialog = await screen.findByRole('dialog', { name: 'Orden #41' });
    expect(await within(dialog).findByText('Entregado')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', 'sale/my_sale_detail/12')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/);
  });

  it('shows placeholders shaped like the list while it loads, not a spinner', () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderOrders();
    const loading = screen.getByRole('status');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('Cargando...');
    expect(loading.querySelectorAll('.animate-pulse').length).toBeGreaterThan(5);
    expect(document.querySelector('.animate-spin')).toBeNull();
  });
});
