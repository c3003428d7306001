import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import type { SaleStatus } from '@store/contracts/constants';
import { nextStatuses } from '@store/contracts/order-flow';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { deliveryFixture } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import OrderPage from './order-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const order = (status: SaleStatus, over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  saleid: 42,
  status,
  paymentStatus: 'PENDING',
  carrier: null,
  trackingNumber: null,
  cancelReason: null,
  saledate: '2025-03-05T15:30:00.000Z',
  items: 3,
  discountCode: null,
  codePercent: 0,
  lines: [],
  totals: { grossCents: 7500, discountCents: 0, subtotalCents: 6522, vatCents: 978, totalCents: 7500 },
  delivery: deliveryFixture,
  distributor: {
    userid: 9,
    companyName: 'Calzado El Paso',
    name: 'María',
    lastname: 'Quezada',
    ci: '0102030405',
    email: 'tienda.cuenca@example.com',
    phone: '0991234567',
    phone2: '',
    basePhone: '',
    address: 'Av. Loja 1-23',
    city: 'Cuenca',
    province: 'Azuay',
  },
  approvedBy: null,
  enteredBy: null,
  quoteId: null,
  history: [{ status: 'RECEIVED', changedAt: '2025-03-05T15:30:00.000Z', by: null }],
  next: [...nextStatuses(status)],
  ...over,
});

const renderPage = () =>
  renderWithProviders(
    <Switch>
      <Route path="/admin/orders/:id">{<OrderPage />}</Route>
    </Switch>,
    '/admin/orders/42',
  );

describe('the back office order page: tracking and PDF', () => {
  it('asks for the carrier and the guide number when the order goes «Entrega en Camino» and sends them trimmed', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/orders/42': () => ({ body: { ok: true, order: order('TO_DELIVER') } }),
      'PATCH admin/orders/42/status': () => ({
        body: {
          ok: true,
          msg: 'La orden #42 pasó a «Entrega en Camino». Se avisó al distribuidor por correo.',
          order: order('DELIVERING', { carrier: 'Servientrega', trackingNumber: 'GU-0042-EC' }),
        },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como «Entrega en Camino»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar la orden #42 como «Entrega en Camino»?' });
    const carrier = within(dialog).getByLabelText('Transportista');
    expect(carrier).toHaveAttribute('maxlength', '80');
    await userEvent.type(carrier, '  Servientrega ');
    await userEvent.type(within(dialog).getByLabelText('Número de guía'), 'GU-0042-EC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cambiar estado' }));
    expect(await screen.findByText('La orden #42 pasó a «Entrega en Camino». Se avisó al distribuidor por correo.')).toBeInTheDocument();
    // The page then says who carries it and the guide.
    expect(await screen.findByText(/Transportista: Servientrega · Número de guía: GU-0042-EC/)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', 'admin/orders/42/status');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ status: 'DELIVERING', carrier: 'Servientrega', trackingNumber: 'GU-0042-EC' });
  });

  it('sends a move without them when left blank, and asks nothing on other moves', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/orders/42': () => ({ body: { ok: true, order: order('RECEIVED') } }),
      'PATCH admin/orders/42/status': () => ({ body: { ok: true, msg: 'Listo', order: order('APPROVED') } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como «Orden Aprobada»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar la orden #42 como «Orden Aprobada»?' });
    expect(within(dialog).queryByLabelText('Transportista')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cambiar estado' }));
    await screen.findByText('Listo');
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', 'admin/orders/42/status')[0][1]?.body))).toEqual({ status: 'APPROVED' });
  });

  it('offers «Descargar PDF» in the header, also for an order that no longer moves', async () => {
    signInAdmin();
    const fetchMock = stubApi({ 'GET admin/orders/42': () => ({ body: { ok: true, order: order('DELIVERED') } }) });
    renderPage();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/nota');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const json = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/admin/orders/42/pdf'
        ? new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } })
        : json(input, init),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, 'GET', 'admin/orders/42/pdf')).toHaveLength(1);
  });
});
