import { ADMIN_MSG } from '@store/contracts/admin-messages';
import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import type { AdminReceiptRow } from '@store/contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { deliveryFixture } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import { OrderPayment } from './order-payment.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const order = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  saleid: 42,
  status: 'RECEIVED',
  paymentStatus: 'SENT',
  carrier: null,
  trackingNumber: null,
  cancelReason: null,
  saledate: '2025-03-05T15:30:00.000Z',
  items: 12,
  discountCode: null,
  codePercent: 0,
  lines: [],
  totals: { grossCents: 6900, discountCents: 0, subtotalCents: 6000, vatCents: 900, totalCents: 6900 },
  delivery: deliveryFixture,
  distributor: {
    userid: 5,
    companyName: 'Deportes La Mitad',
    name: 'Carlos',
    lastname: 'Andrade',
    ci: '1791234567001',
    email: 'deportes.quito@example.com',
    phone: '0998765432',
    phone2: '',
    basePhone: '',
    address: 'Av. Amazonas',
    city: 'Quito',
    province: 'Pichincha',
  },
  approvedBy: null,
  enteredBy: null,
  quoteId: null,
  history: [],
  next: ['APPROVED', 'CANCELED'],
  ...overrides,
});

const receipt = (overrides: Partial<AdminReceiptRow> = {}): AdminReceiptRow => ({
  receiptid: 9,
  filename: 'pago-marzo.pdf',
  mime: 'application/pdf',
  bytes: 48_000,
  status: 'SENT',
  reason: null,
  createdAt: '2025-03-06T15:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  ...overrides,
});

const rejectedBefore = receipt({
  receiptid: 8,
  filename: 'primero.jpg',
  mime: 'image/jpeg',
  status: 'REJECTED',
  reason: 'Ilegible',
  createdAt: '2025-03-05T18:00:00.000Z',
  reviewedAt: '2025-03-05T20:00:00.000Z',
  reviewedBy: { userid: 1, email: 'admin@calzadoandino.ec', name: 'Admin' },
});

describe('OrderPayment', () => {
  it('lists the receipts newest first with their dates and states, the waiting one with its two decisions', async () => {
    signInAdmin();
    stubApi({
      'GET admin/orders/42/receipts': () => ({ body: { ok: true, paymentStatus: 'SENT', receipts: [receipt(), rejectedBefore] } }),
    });
    renderWithProviders(<OrderPayment order={order()} />);
    const list = await screen.findByRole('list', { name: 'Comprobantes de pago' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('pago-marzo.pdf');
    expect(newest).toHaveTextContent('Enviado el 6 mar 2025');
    expect(newest).toHaveTextContent('Comprobante enviado');
    expect(within(newest).getByRole('button', { name: 'Confirmar pago' })).toBeInTheDocument();
    expect(within(newest).getByRole('button', { name: 'Rechazar comprobante' })).toBeInTheDocument();
    expect(within(newest).getByRole('button', { name: 'Ver el comprobante pago-marzo.pdf' })).toBeInTheDocument();
    expect(older).toHaveTextContent('Comprobante rechazado');
    expect(older).toHaveTextContent('Motivo: Ilegible');
    expect(older).toHaveTextContent('admin@calzadoandino.ec');
    expect(within(older).queryByRole('button', { name: 'Confirmar pago' })).not.toBeInTheDocument();
  });

  it('«Confirmar pago» asks first and may approve the order in the same step', async () => {
    signInAdmin();
    let receipts = [receipt()];
    const fetchMock = stubApi({
      'GET admin/orders/42/receipts': () => ({ body: { ok: true, paymentStatus: receipts[0].status, receipts } }),
      'POST admin/orders/42/receipts/9/confirm': () => {
        receipts = [receipt({ status: 'CONFIRMED', reviewedAt: '2025-03-06T16:00:00.000Z' })];
        return {
          body: { ok: true, msg: ADMIN_MSG.paymentConfirmedApproved(42), paymentStatus: 'CONFIRMED', orderStatus: 'APPROVED', receipts },
        };
      },
    });
    renderWithProviders(<OrderPayment order={order()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Confirmar el pago de la orden #42?' });
    const approve = within(dialog).getByRole('checkbox', { name: /Aprobar también la orden/ });
    expect(approve).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    expect(await screen.findByText(ADMIN_MSG.paymentConfirmedApproved(42))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/orders/42/receipts/9/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ approve: true });
    expect(await screen.findAllByText('Pago confirmado')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirmar pago' })).not.toBeInTheDocument();
  });

  it('offers no approval past «Orden Recibida»', async () => {
    signInAdmin();
    stubApi({ 'GET admin/orders/42/receipts': () => ({ body: { ok: true, paymentStatus: 'SENT', receipts: [receipt()] } }) });
    renderWithProviders(<OrderPayment order={order({ status: 'APPROVED', next: ['TO_DELIVER', 'CANCELED'] })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('«Rechazar comprobante» requires a reason and sends it', async () => {
    signInAdmin();
    let receipts = [receipt()];
    const fetchMock = stubApi({
      'GET admin/orders/42/receipts': () => ({ body: { ok: true, paymentStatus: receipts[0].status, receipts } }),
      'POST admin/orders/42/receipts/9/reject': () => {
        receipts = [receipt({ status: 'REJECTED', reason: 'El monto no coincide.' })];
        return { body: { ok: true, msg: ADMIN_MSG.receiptRejected(42), paymentStatus: 'REJECTED', orderStatus: 'RECEIVED', receipts } };
      },
    });
    renderWithProviders(<OrderPayment order={order()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar comprobante' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Rechazar el comprobante de la orden #42?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar comprobante' }));
    expect(await within(dialog).findByText(ADMIN_MSG.receiptReasonRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/orders/42/receipts/9/reject')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Motivo del rechazo'), 'El monto no coincide.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar comprobante' }));
    expect(await screen.findByText(ADMIN_MSG.receiptRejected(42))).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/orders/42/receipts/9/reject');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'El monto no coincide.' });
    expect(await screen.findByText('Motivo: El monto no coincide.')).toBeInTheDocument();
  });

  it('says when no receipt was sent yet', async () => {
    signInAdmin();
    stubApi({ 'GET admin/orders/42/receipts': () => ({ body: { ok: true, paymentStatus: 'PENDING', receipts: [] } }) });
    renderWithProviders(<OrderPayment order={order({ paymentStatus: 'PENDING' })} />);
    expect(await screen.findByText('El distribuidor aún no envió un comprobante de pago.')).toBeInTheDocument();
    expect(screen.getByText('Pago pendiente')).toBeInTheDocument();
  });
});
