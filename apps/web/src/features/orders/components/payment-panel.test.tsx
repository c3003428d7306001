import { MSG } from '@store/contracts/messages';
import type { ReceiptRow } from '@store/contracts/payments';
import type { SaleDetail } from '@store/contracts/sale';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { deliveryFixture } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../../test/render-with-providers.tsx';
import { PaymentPanel } from './payment-panel.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const order = (overrides: Partial<SaleDetail> = {}): SaleDetail => ({
  saleid: 42,
  status: 'RECEIVED',
  payment_status: 'PENDING',
  saledate: '2025-03-05T15:30:00.000Z',
  sale_total: 69,
  subtotal: 60,
  vat: 9,
  discount_value: 0,
  discount_code: null,
  items: 24,
  gross: 69,
  discount_amount: 0,
  saledetail: [],
  carrier: null,
  tracking_number: null,
  cancel_reason: null,
  placed_by: 'María Quezada',
  approved_by: null,
  entered_by: null,
  delivery: deliveryFixture,
  due_on: null,
  overdue: false,
  history: [],
  invoices: [],
  ...overrides,
});

const receipt = (overrides: Partial<ReceiptRow> = {}): ReceiptRow => ({
  receiptid: 7,
  filename: 'pago.pdf',
  mime: 'application/pdf',
  bytes: 2048,
  status: 'SENT',
  reason: null,
  createdAt: '2025-03-06T15:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

const accounts = {
  ok: true,
  accounts: [
    {
      bankaccountid: 1,
      bank: 'Banco Pichincha',
      accountType: 'CORRIENTE',
      number: '2100123456',
      holder: 'Calzado Andino Cía. Ltda.',
      ruc: '0190123456001',
    },
    {
      bankaccountid: 2,
      bank: 'Banco del Austro',
      accountType: 'AHORROS',
      number: '0012345678',
      holder: 'Calzado Andino Cía. Ltda.',
      ruc: '0190123456001',
    },
  ],
};

/** XMLHttpRequest as lib/files.ts uses it: reports half the upload, then answers `reply`. */
function fakeXhr(reply: { status: number; body: unknown }) {
  const sent: { url: string; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      sent.push({ url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('PaymentPanel', () => {
  it('shows the pending state, the bank accounts with copy buttons and «Subir comprobante»', async () => {
    signIn();
    stubApi({
      'GET payments/bank_accounts': () => ({ body: accounts }),
      'GET sale/42/receipts': () => ({ body: { ok: true, paymentStatus: 'PENDING', receipts: [] } }),
    });
    renderWithProviders(<PaymentPanel order={order()} />);
    const panel = screen.getByRole('region', { name: 'Pago por transferencia' });
    expect(within(panel).getByText('Pago pendiente')).toBeInTheDocument();
    expect(within(panel).getByText(/Transfiera el total de la orden \(\$69\.00\)/)).toBeInTheDocument();
    const list = await within(panel).findByRole('list', { name: 'Cuentas bancarias de la tienda' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Banco Pichincha');
    expect(first).toHaveTextContent('Cuenta corriente');
    expect(first).toHaveTextContent('2100123456');
    expect(first).toHaveTextContent('Calzado Andino Cía. Ltda.');
    expect(first).toHaveTextContent('0190123456001');

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(first).getByRole('button', { name: 'Copiar el número de cuenta de Banco Pichincha' }));
    expect(writeText).toHaveBeenCalledWith('2100123456');
    expect(await within(first).findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Subir comprobante' })).toBeEnabled();
  });

  it('does not ask a credit order to pay now: it says by which day, or that the day passed', async () => {
    signIn();
    stubApi({
      'GET payments/bank_accounts': () => ({ body: accounts }),
      'GET sale/42/receipts': () => ({ body: { ok: true, paymentStatus: 'PENDING', receipts: [] } }),
    });
    const { unmount } = renderWithProviders(<PaymentPanel order={order({ due_on: '2025-04-04' })} />);
    const panel = screen.getByRole('region', { name: 'Pago por transferencia' });
    expect(panel).toHaveTextContent('Orden a crédito: no necesita pagarla ahora. Transfiera el total ($69.00) hasta el 4 abr 2025');
    expect(within(panel).queryByText(/Transfiera el total de la orden/)).not.toBeInTheDocument();
    expect(await within(panel).findByRole('list', { name: 'Cuentas bancarias de la tienda' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<PaymentPanel order={order({ due_on: '2025-04-04', overdue: true })} />);
    expect(screen.getByRole('region', { name: 'Pago por transferencia' })).toHaveTextContent(
      'Esta orden a crédito venció el 4 abr 2025: transfiera el total ($69.00) lo antes posible',
    );
  });

  it('uploads the chosen file as the form’s receipt and then shows «Comprobante enviado»', async () => {
    signIn();
    let state: 'PENDING' | 'SENT' = 'PENDING';
    stubApi({
      'GET payments/bank_accounts': () => ({ body: accounts }),
      'GET sale/42/receipts': () => ({ body: { ok: true, paymentStatus: state, receipts: state === 'SENT' ? [receipt()] : [] } }),
    });
    const sent = fakeXhr({ status: 201, body: { ok: true, msg: MSG.receiptSent, paymentStatus: 'SENT', receipt: receipt() } });
    renderWithProviders(<PaymentPanel order={order()} />);
    const file = new File(['%PDF-1.4 ... %%EOF'], 'pago.pdf', { type: 'application/pdf' });
    state = 'SENT';
    await userEvent.upload(screen.getByTestId('receipt-input'), file);
    expect(await screen.findByText(MSG.receiptSent)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/api\/sale\/42\/receipts$/);
    expect((sent[0].body as FormData).get('receipt')).toBe(file);
    const panel = screen.getByRole('region', { name: 'Pago por transferencia' });
    expect(await within(panel).findByText(/Recibimos su comprobante/)).toBeInTheDocument();
    expect(within(panel).getAllByText('Comprobante enviado').length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('button', { name: 'Subir comprobante' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Abrir el comprobante pago.pdf' })).toBeInTheDocument();
  });

  it('does not send a file over 10 MB and says so; the server’s refusal is shown as it says it', async () => {
    signIn();
    stubApi({
      'GET payments/bank_accounts': () => ({ body: accounts }),
      'GET sale/42/receipts': () => ({ body: { ok: true, paymentStatus: 'PENDING', receipts: [] } }),
    });
    const sent = fakeXhr({ status: 400, body: { ok: false, msg: MSG.receiptNotAccepted } });
    renderWithProviders(<PaymentPanel order={order()} />);
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    await userEvent.upload(screen.getByTestId('receipt-input'), big);
    expect(await screen.findByText('El archivo grande.pdf pesa más de 10 MB. Suba uno más liviano.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.upload(screen.getByTestId('receipt-input'), new File(['MZ'], 'programa.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.receiptNotAccepted);
    expect(sent).toHaveLength(1);
  });

  it('shows a rejected receipt’s reason and the button to send another', async () => {
    signIn();
    const reason = 'El monto no coincide con el total.';
    stubApi({
      'GET payments/bank_accounts': () => ({ body: accounts }),
      'GET sale/42/receipts': () => ({
        body: {
          ok: true,
          paymentStatus: 'REJECTED',
          receipts: [receipt({ status: 'REJECTED', reason, reviewedAt: '2025-03-06T18:00:00.000Z' })],
        },
      }),
    });
    renderWithProviders(<PaymentPanel order={order({ payment_status: 'REJECTED' })} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Comprobante rechazado');
    expect(alert).toHaveTextContent(`Motivo: ${reason}`);
    expect(screen.getByRole('button', { name: 'Subir otro comprobante' })).toBeInTheDocument();
  });

  it('takes no receipt for a canceled order nor once the payment is confirmed', async () => {
    signIn();
    stubApi({
      'GET payments/bank_accounts': () => ({ body: accounts }),
      'GET sale/42/receipts': () => ({ body: { ok: true, paymentStatus: 'PENDING', receipts: [] } }),
      'GET sale/43/receipts': () => ({ body: { ok: true, paymentStatus: 'CONFIRMED', receipts: [receipt({ status: 'CONFIRMED' })] } }),
    });
    const { unmount } = renderWithProviders(<PaymentPanel order={order({ status: 'CANCELED' })} />);
    expect(await screen.findByText('Esta orden fue cancelada: no necesita pagarla.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cuentas bancarias de la tienda' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<PaymentPanel order={order({ saleid: 43, payment_status: 'CONFIRMED' })} />);
    expect(await screen.findByText('Confirmamos su pago. ¡Gracias!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subir/ })).not.toBeInTheDocument();
  });
});
