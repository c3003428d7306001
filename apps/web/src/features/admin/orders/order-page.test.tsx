import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import type { SaleStatus } from '@store/contracts/constants';
import { nextStatuses } from '@store/contracts/order-flow';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin, signInStaff } from '../../../test/render-with-providers.tsx';
import OrderPage from './order-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function order(status: SaleStatus, overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    saleid: 42,
    status,
    paymentStatus: 'PENDING',
    carrier: null,
    trackingNumber: null,
    cancelReason: null,
    saledate: '2025-03-05T15:30:00.000Z',
    items: 15,
    discountCode: 'MAYORISTA10',
    codePercent: 10,
    lines: [
      {
        saledetailid: 1,
        productId: 7,
        productName: 'Zapatilla Andes Runner',
        brandName: 'Andes',
        code: 'AR-7-NEG',
        colorName: 'Negro',
        colorHex: '#111111',
        sizeName: '41',
        quantity: 3,
        stockType: 'SIZES',
        unit: 'PAIR',
        unitsPerQuantity: 1,
        preventa: false,
        priceCents: 2500,
        discountPercent: 0,
        lineTotalCents: 7500,
        thumbnail: '/media/x.webp',
      },
      {
        saledetailid: 2,
        productId: 8,
        productName: 'Botín Páramo',
        brandName: 'Páramo',
        code: 'PA-8-CAF',
        colorName: 'Café',
        colorHex: '#6b3e26',
        sizeName: null,
        // one box of 12 pairs at $39.90 a pair less 10%: 12 × $35.91
        quantity: 1,
        stockType: 'BOXES',
        unit: 'PAIR',
        unitsPerQuantity: 12,
        preventa: true,
        priceCents: 3990,
        discountPercent: 10,
        lineTotalCents: 43092,
        thumbnail: '/media/y.webp',
      },
    ],
    totals: { grossCents: 50592, discountCents: 5059, subtotalCents: 39594, vatCents: 5939, totalCents: 45533 },
    delivery: {
      branch: 'Local Gualaceo',
      name: 'Pedro Quezada',
      phone: '072255123',
      province: 'Azuay',
      city: 'Gualaceo',
      parish: 'Gualaceo',
      address: 'Av. Jaime Roldós 3-12 y Cuenca',
      reference: 'Junto al mercado 25 de Junio',
    },
    distributor: {
      userid: 9,
      companyName: 'Calzado El Paso',
      name: 'María',
      lastname: 'Quezada',
      ci: '0102030405',
      email: 'tienda.cuenca@example.com',
      phone: '0991234567',
      phone2: '',
      basePhone: '072345678',
      address: 'Av. Loja 1-23',
      city: 'Cuenca',
      province: 'Azuay',
    },
    approvedBy: null,
    enteredBy: null,
    quoteId: null,
    history: [
      {
        status: 'RECEIVED',
        changedAt: '2025-03-05T15:30:00.000Z',
        by: { userid: 9, email: 'tienda.cuenca@example.com', name: 'María Quezada' },
      },
    ],
    next: [...nextStatuses(status)],
    ...overrides,
  };
}

const renderPage = () =>
  renderWithProviders(
    <Switch>
      <Route path="/admin/orders/:id">{<OrderPage />}</Route>
    </Switch>,
    '/admin/orders/42',
  );

describe('OrderPage', () => {
  it('shows only the moves the order may make', async () => {
    signInAdmin();
    for (const [status, buttons] of [
      ['RECEIVED', ['Marcar como «Orden Aprobada»', 'Cancelar orden']],
      ['TO_DELIVER', ['Marcar como «Entrega en Camino»', 'Cancelar orden']],
      ['DELIVERED', []],
      ['CANCELED', []],
    ] as [SaleStatus, string[]][]) {
      stubApi({ 'GET admin/orders/42': () => ({ body: { ok: true, order: order(status) } }) });
      const { unmount } = renderPage();
      await screen.findByRole('heading', { level: 1, name: /Orden #42/ });
      const actions = screen.queryAllByRole('button', { name: /^(Marcar como|Cancelar orden)/ }).map((b) => b.textContent);
      expect(actions, status).toEqual(buttons);
      if (!buttons.length) expect(screen.getByText('Esta orden ya no cambia de estado.')).toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('shows the lines, the VAT breakdown, the contact data and the history', async () => {
    signInAdmin();
    stubApi({ 'GET admin/orders/42': () => ({ body: { ok: true, order: order('APPROVED') } }) });
    renderPage();
    const lines = await screen.findByRole('table', { name: 'Productos de la orden' });
    expect(within(lines).getByText('Zapatilla Andes Runner')).toBeInTheDocument();
    expect(within(lines).getByText('−10%')).toBeInTheDocument();
    expect(within(lines).getByText('$430.92')).toBeInTheDocument();
    const boxes = within(within(lines).getByRole('link', { name: 'Botín Páramo' }).closest('tr')!);
    for (const text of ['1 caja', '12 pares', '$39.90', 'c/par', '$478.80 c/caja', 'Preventa'])
      expect(boxes.getByText(text)).toBeInTheDocument();
    const sized = within(within(lines).getByRole('link', { name: 'Zapatilla Andes Runner' }).closest('tr')!);
    expect(sized.getByText('3 pares')).toBeInTheDocument();
    expect(sized.queryByText('Preventa')).not.toBeInTheDocument();
    expect(screen.getByText('Datos con los que se hizo la orden: un cambio posterior del perfil no la modifica.')).toBeInTheDocument();
    expect(screen.getByText('Descuento MAYORISTA10 (10%)')).toBeInTheDocument();
    expect(screen.getByText('−$50.59')).toBeInTheDocument();
    expect(screen.getByText('IVA 15%').nextSibling).toHaveTextContent('$59.39');
    expect(screen.getByText('Subtotal (sin IVA)').nextSibling).toHaveTextContent('$395.94');
    expect(screen.getByRole('link', { name: 'tienda.cuenca@example.com' })).toHaveAttribute('href', 'mailto:tienda.cuenca@example.com');
    expect(screen.getByRole('link', { name: '0991234567' })).toHaveAttribute('href', 'tel:0991234567');
    expect(screen.getByRole('link', { name: /Ver ficha del distribuidor/ })).toHaveAttribute('href', '/admin/distributors/9');
    const history = screen.getByRole('list', { name: 'Historial de estados' });
    expect(within(history).getByText('Orden Recibida')).toBeInTheDocument();
    expect(within(history).getByText('por María Quezada (tienda.cuenca@example.com)')).toBeInTheDocument();
  });

  it('says who keyed the order in, who approved it and the quote it came from (a link)', async () => {
    signInStaff('SALES');
    stubApi({
      'GET admin/orders/42': () => ({
        body: { ok: true, order: order('RECEIVED', { enteredBy: 'Vera Ventas', approvedBy: 'María Quezada', quoteId: 12 }) },
      }),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText('Ingresado por Ventas (Vera Ventas)')).toBeInTheDocument();
    expect(screen.getByText('Aprobado por María Quezada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'De la cotización #12' })).toHaveAttribute('href', '/admin/quotes/12');
    unmount();
    vi.unstubAllGlobals();

    // an order the company placed itself says none of it
    stubApi({ 'GET admin/orders/42': () => ({ body: { ok: true, order: order('RECEIVED') } }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: /Orden #42/ });
    expect(screen.queryByText(/Ingresado por Ventas/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Aprobado por/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /De la cotización/ })).not.toBeInTheDocument();
  });

  it('moves forward only after a confirmation that says the distributor will be e-mailed', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/orders/42': () => ({ body: { ok: true, order: order('DELIVERING') } }),
      'PATCH admin/orders/42/status': () => ({
        body: { ok: true, msg: 'La orden #42 pasó a «Entregado». Se avisó al distribuidor por correo.', order: order('DELIVERED') },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como «Entregado»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar la orden #42 como «Entregado»?' });
    expect(dialog).toHaveTextContent('Le enviaremos un correo al distribuidor con el nuevo estado. Este cambio no se puede deshacer.');
    expect(callsTo(fetchMock, 'PATCH', 'admin/orders/42/status')).toHaveLength(0);

    // Going back out of the dialog changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', 'admin/orders/42/status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como «Entregado»' }));
    const again = await screen.findByRole('dialog', { name: '¿Marcar la orden #42 como «Entregado»?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Sí, cambiar estado' }));
    expect(await screen.findByText('La orden #42 pasó a «Entregado». Se avisó al distribuidor por correo.')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'PATCH', 'admin/orders/42/status');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ status: 'DELIVERED' });
    expect(await screen.findByText('Esta orden ya no cambia de estado.')).toBeInTheDocument();
  });

  it('cancels only after the confirmation that units go back to stock and a reason, then shows the new state and the reason', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/orders/42': () => ({ body: { ok: true, order: order('APPROVED') } }),
      'PATCH admin/orders/42/status': () => ({
        body: {
          ok: true,
          msg: 'La orden #42 fue cancelada y sus unidades volvieron al stock. Se avisó al distribuidor por correo.',
          order: order('CANCELED', {
            cancelReason: 'El cliente pidió anularla',
            history: [
              ...order('APPROVED').history,
              {
                status: 'CANCELED',
                changedAt: '2025-03-06T15:30:00.000Z',
                by: { userid: 1, email: 'admin@calzadoandino.ec', name: 'Admin Andino' },
              },
            ],
          }),
        },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar orden' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la orden #42?' });
    expect(dialog).toHaveTextContent('Lo pedido en esta orden (15 pares) vuelve al stock');
    expect(callsTo(fetchMock, 'PATCH', 'admin/orders/42/status')).toHaveLength(0);
    // The reason is required: without one the dialog says so and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar orden' }));
    expect(within(dialog).getByLabelText('Motivo de la cancelación')).toHaveAccessibleDescription(ADMIN_MSG.cancelReasonRequired);
    expect(callsTo(fetchMock, 'PATCH', 'admin/orders/42/status')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Motivo de la cancelación'), '  El cliente pidió anularla ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar orden' }));

    expect(await screen.findByText('Esta orden ya no cambia de estado.')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', 'admin/orders/42/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'CANCELED', reason: 'El cliente pidió anularla' });
    expect(screen.getByText('Motivo de la cancelación:').parentElement).toHaveTextContent(
      'Motivo de la cancelación: El cliente pidió anularla',
    );
    expect(within(screen.getByRole('list', { name: 'Historial de estados' })).getByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Marcar como/ })).not.toBeInTheDocument();
  });

  it('shows Ventas the products as text: their pages are the catalogue’s, which its role does not open', async () => {
    signInStaff('SALES');
    stubApi({ 'GET admin/orders/42': () => ({ body: { ok: true, order: order('APPROVED') } }) });
    renderPage();
    const lines = await screen.findByRole('table', { name: 'Productos de la orden' });
    expect(within(lines).getByText('Botín Páramo')).toBeInTheDocument();
    expect(within(lines).queryByRole('link')).not.toBeInTheDocument();
    // the distributor's page and the order's moves are Ventas' own
    expect(screen.getByRole('link', { name: /Ver ficha del distribuidor/ })).toHaveAttribute('href', '/admin/distributors/9');
    expect(screen.getByRole('button', { name: 'Cancelar orden' })).toBeInTheDocument();
  });

  it('«Emitir factura» on an approved order, once confirmed: the server’s message, then the button goes', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/orders/42': () => ({ body: { ok: true, order: order('APPROVED') } }),
      'POST admin/orders/42/invoice': () => ({ status: 201, body: { ok: true, msg: ADMIN_MSG.invoiceIssued, invoice: {} } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Emitir factura' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Emitir la factura de la orden #42?' });
    expect(dialog).toHaveTextContent('solo se anula con una nota de crédito');
    expect(callsTo(fetchMock, 'POST', 'admin/orders/42/invoice')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, emitir factura' }));
    expect(await screen.findByText(ADMIN_MSG.invoiceIssued)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/orders/42/invoice')).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Emitir factura' })).not.toBeInTheDocument());
  });

  it('shows why the server refuses «Emitir factura» (the order has one already), and offers it only while approved', async () => {
    signInAdmin();
    stubApi({
      'GET admin/orders/42': () => ({ body: { ok: true, order: order('APPROVED') } }),
      'POST admin/orders/42/invoice': () => ({ status: 409, body: { ok: false, msg: ADMIN_MSG.invoiceAlreadyIssued } }),
    });
    const { unmount } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Emitir factura' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, emitir factura' }));
    expect(await screen.findByText(ADMIN_MSG.invoiceAlreadyIssued)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    for (const status of ['RECEIVED', 'TO_DELIVER', 'CANCELED'] as SaleStatus[]) {
      stubApi({ 'GET admin/orders/42': () => ({ body: { ok: true, order: order(status) } }) });
      const view = renderPage();
      await screen.findByRole('heading', { level: 1, name: /Orden #42/ });
      expect(screen.queryByRole('button', { name: 'Emitir factura' }), status).not.toBeInTheDocument();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
