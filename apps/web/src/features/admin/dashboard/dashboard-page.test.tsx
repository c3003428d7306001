import type { AdminInvoicingSummary } from '@store/contracts/admin-invoices';
import type { DashboardResponse } from '@store/contracts/admin-orders';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin, signInStaff } from '../../../test/render-with-providers.tsx';
import DashboardPage from './dashboard-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const board: DashboardResponse = {
  ok: true,
  pendingDistributors: 2,
  ordersByStatus: { RECEIVED: 4, APPROVED: 1, TO_DELIVER: 0, DELIVERING: 3, DELIVERED: 9, CANCELED: 1, PENDING_APPROVAL: 0 },
  today: { orders: 3, totalCents: 21764 },
  lowStock: {
    items: [
      {
        stockid: 700,
        productid: 7,
        productName: 'Botín Volcán Trueno',
        variantId: 70,
        code: 'VO-1006-BEI',
        colorName: 'Beige',
        colorHex: '#d6c2a0',
        sizeName: '39',
        quantity: 0,
        stockType: 'SIZES',
        unit: 'PAIR',
      },
      {
        stockid: 810,
        productid: 8,
        productName: 'Mocasín Cuenca',
        variantId: 81,
        code: 'MC-2001-NEG',
        colorName: 'Negro',
        colorHex: '#111111',
        sizeName: null,
        quantity: 4,
        stockType: 'UNITS',
        unit: 'PAIR',
      },
      {
        stockid: 920,
        productid: 9,
        productName: 'Balón Cóndor',
        variantId: 92,
        code: 'BC-3001-BLA',
        colorName: 'Blanco',
        colorHex: '#ffffff',
        sizeName: null,
        quantity: 0,
        stockType: 'BOXES',
        unit: 'UNIT',
      },
    ],
    total: 25,
  },
  unreadMessages: 5,
  receiptsToCheck: 3,
  unsentMails: 2,
  overdue: [],
};

describe('DashboardPage', () => {
  it('shows the figures at a glance, each leading to its list', async () => {
    signInAdmin();
    stubApi({ 'GET admin/dashboard': () => ({ body: board }) });
    renderWithProviders(<DashboardPage />, '/admin');

    const pending = await screen.findByRole('link', { name: /Registros pendientes/ });
    expect(pending).toHaveAttribute('href', '/admin/distributors?status=PENDING');
    expect(pending).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /Mensajes sin leer/ })).toHaveAttribute('href', '/admin/messages');
    const receipts = screen.getByRole('link', { name: /Comprobantes por revisar/ });
    expect(receipts).toHaveAttribute('href', '/admin/orders?payment=SENT');
    expect(receipts).toHaveTextContent('3');
    const unsent = screen.getByRole('link', { name: /Correos no enviados/ });
    expect(unsent).toHaveAttribute('href', '/admin/mail');
    expect(unsent).toHaveTextContent('2');
    expect(screen.getByText('$217.64')).toBeInTheDocument();
    expect(screen.getByText('3 órdenes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Entrega en Camino\s*3/ })).toHaveAttribute('href', '/admin/orders?status=DELIVERING');
    const table = screen.getByRole('table', { name: /menos de 6 unidades/ });
    expect(within(table).getByRole('link', { name: 'Botín Volcán Trueno' })).toHaveAttribute('href', '/admin/products/7');
    expect(within(table).getByText('VO-1006-BEI')).toBeInTheDocument();
    // one row per stock row: the size at 0 of a variant, a UNITS product's only row, a box product's in boxes
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['Botín Volcán Trueno', 'VO-1006-BEI', 'Beige', '39', '0 pares'],
      ['Mocasín Cuenca', 'MC-2001-NEG', 'Negro', '—', '4 pares'],
      ['Balón Cóndor', 'BC-3001-BLA', 'Blanco', '—', '0 cajas'],
    ]);
    expect(screen.getByText(/Las 3 tallas o variantes con menos unidades, de 25 por reponer./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/admin/products');
    expect(screen.getByRole('link', { name: /Stock por reponer\s*25/ })).toHaveAttribute('href', '#stock-bajo');
  });

  it('shows Ventas the board without what leads to parts of the back office its role does not open', async () => {
    signInStaff('SALES');
    stubApi({ 'GET admin/dashboard': () => ({ body: board }) });
    renderWithProviders(<DashboardPage />, '/admin');
    expect(await screen.findByRole('link', { name: /Registros pendientes/ })).toHaveAttribute('href', '/admin/distributors?status=PENDING');
    expect(screen.getByRole('link', { name: /Comprobantes por revisar/ })).toBeInTheDocument();
    // the unsent e-mails are the settings' (Administrador), the products' pages the catalogue's
    expect(screen.queryByText('Correos no enviados')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: /menos de 6 unidades/ });
    expect(within(table).getByText('Botín Volcán Trueno')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver productos' })).not.toBeInTheDocument();
  });

  it('lists the overdue credit orders with their company, amount, due day and days late, or says there are none', async () => {
    signInAdmin();
    stubApi({
      'GET admin/dashboard': () => ({
        body: {
          ...board,
          overdue: [
            {
              saleid: 41,
              userid: 9,
              companyName: 'Cadena Pies Ligeros',
              totalCents: 96_000,
              dueOn: '2026-02-20',
              overdue: true,
              daysLate: 10,
            },
            {
              saleid: 63,
              userid: 4,
              companyName: 'Zapatería Loja Centro',
              totalCents: 45_050,
              dueOn: '2026-03-01',
              overdue: true,
              daysLate: 1,
            },
          ],
        },
      }),
    });
    const { unmount } = renderWithProviders(<DashboardPage />, '/admin');

    const section = within(await screen.findByRole('region', { name: 'Órdenes de crédito vencidas' }));
    const table = section.getByRole('table', { name: /Órdenes de crédito sin pagar/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['#41', 'Cadena Pies Ligeros', '$960.00', '20 feb 2026', '10 días de atraso'],
      ['#63', 'Zapatería Loja Centro', '$450.50', '1 mar 2026', '1 día de atraso'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/admin/orders/41');
    expect(within(rows[0]).getByRole('link', { name: 'Cadena Pies Ligeros' })).toHaveAttribute('href', '/admin/distributors/9');
    // the phone's list says the same
    const items = within(section.getByRole('list', { name: /Órdenes de crédito sin pagar/ })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('#41Cadena Pies Ligeros$960.00Venció el 20 feb 202610 días de atraso');
    unmount();

    stubApi({ 'GET admin/dashboard': () => ({ body: board }) });
    renderWithProviders(<DashboardPage />, '/admin');
    const empty = within(await screen.findByRole('region', { name: 'Órdenes de crédito vencidas' }));
    expect(empty.getByText('Sin órdenes de crédito vencidas.')).toBeInTheDocument();
    expect(empty.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells the roles with «Facturas» of documents the SRI left unanswered and of the certificate’s end, only when so', async () => {
    signInAdmin();
    let summary: AdminInvoicingSummary = {
      ok: true,
      stuck: 3,
      invoicing: { enabled: true, ambiente: 2, certificateValidTo: '2025-03-17T17:00:00.000Z', certificateDaysLeft: 12 },
    };
    const fetchMock = stubApi({
      'GET admin/dashboard': () => ({ body: board }),
      'GET admin/invoices/summary': () => ({ body: summary }),
    });
    const { unmount } = renderWithProviders(<DashboardPage />, '/admin');
    const stuck = await screen.findByRole('link', { name: /Comprobantes sin respuesta del SRI por más de 12 horas: 3/ });
    expect(stuck).toHaveAttribute('href', '/admin/invoices?state=sent');
    expect(screen.getByRole('alert')).toHaveTextContent('El certificado de firma electrónica vence el 17 mar 2025 (12 días).');
    expect(callsTo(fetchMock, 'GET', 'admin/invoices/summary')).toHaveLength(1);
    unmount();

    summary = { ...summary, stuck: 0, invoicing: { ...summary.invoicing, certificateDaysLeft: 200 } };
    renderWithProviders(<DashboardPage />, '/admin');
    await screen.findByRole('link', { name: /Registros pendientes/ });
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', 'admin/invoices/summary')).toHaveLength(2));
    expect(screen.queryByText(/Comprobantes sin respuesta del SRI/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
