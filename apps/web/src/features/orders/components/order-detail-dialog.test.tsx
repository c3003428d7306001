import type { SaleDetail } from '@store/contracts/sale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { deliveryFixture } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../../test/render-with-providers.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const order = (over: Partial<SaleDetail> = {}): SaleDetail => ({
  saleid: 31,
  status: 'DELIVERING',
  payment_status: 'PENDING',
  saledate: '2025-03-05T15:30:00.000Z',
  sale_total: 274.8,
  subtotal: 238.96,
  vat: 35.84,
  discount_value: 0,
  discount_code: null,
  items: 12,
  carrier: 'Servientrega',
  tracking_number: 'GU-0042-EC',
  cancel_reason: null,
  placed_by: 'María Quezada',
  approved_by: null,
  entered_by: null,
  delivery: deliveryFixture,
  due_on: null,
  overdue: false,
  // 15:30 UTC is 10:30 in Ecuador; 03:10 UTC on the 7th is still the 6th there.
  history: [
    { status: 'RECEIVED', changed_at: '2025-03-05T15:30:00.000Z' },
    { status: 'APPROVED', changed_at: '2025-03-06T14:00:00.000Z' },
    { status: 'TO_DELIVER', changed_at: '2025-03-06T20:45:00.000Z' },
    { status: 'DELIVERING', changed_at: '2025-03-07T03:10:00.000Z' },
  ],
  invoices: [],
  gross: 274.8,
  discount_amount: 0,
  saledetail: [
    {
      saledetailid: 1,
      price: 22.9,
      discount_value: 0,
      quantity: 1,
      stocktype: 'BOXES',
      unit: 'PAIR',
      units_per_quantity: 12,
      preventa: false,
      line_total: 274.8,
      size: null,
      product_sale_detail: { code: 'AU-1240-VIN', color: { name: 'Vino', hexcode: '#7B1E3A' } },
      product: { productid: 240, name: 'Zapatilla casual Austro Sendero', thumbnail: '/media/z.svg', product_brand: { name: 'Austro' } },
    },
  ],
  ...over,
});

async function openDialog(detail: SaleDetail) {
  signIn();
  const fetchMock = stubApi({
    [`GET sale/my_sale_detail/${detail.saleid}`]: () => ({ body: { ok: true, userSale: detail } }),
  });
  renderWithProviders(<OrderDetailDialog orderId={detail.saleid} onClose={() => {}} />, '/orders');
  const dialog = await screen.findByRole('dialog', { name: `Orden #${detail.saleid}` });
  await within(dialog).findByText('Zapatilla casual Austro Sendero');
  return { dialog, fetchMock };
}

describe('OrderDetailDialog: tracking, timeline, PDF and WhatsApp', () => {
  it('shows every state the order went through with its date and time in Ecuador, oldest first', async () => {
    const { dialog } = await openDialog(order());
    const timeline = within(dialog).getByRole('list', { name: 'Estados de la orden' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('time')?.getAttribute('datetime'))).toEqual(order().history.map((h) => h.changed_at));
    expect(steps[0]).toHaveTextContent('Orden Recibida');
    expect(steps[0]).toHaveTextContent(/5 mar 2025, 10:30\sa\.\sm\./);
    expect(steps[1]).toHaveTextContent('Orden Aprobada');
    expect(steps[2]).toHaveTextContent('Para despacho');
    expect(steps[3]).toHaveTextContent('Entrega en Camino');
    expect(steps[3]).toHaveTextContent(/6 mar 2025, 10:10\sp\.\sm\./);
  });

  it('shows the carrier and the guide number once the order is on its way, and nothing of them before', async () => {
    const { dialog } = await openDialog(order());
    expect(within(dialog).getByText('Su orden va en camino')).toBeInTheDocument();
    const carrier = within(dialog).getByText('Transportista');
    expect(carrier.nextElementSibling).toHaveTextContent('Servientrega');
    expect(within(dialog).getByText('Número de guía').nextElementSibling).toHaveTextContent('GU-0042-EC');
  });

  it('leaves the tracking box out while there is no carrier or guide', async () => {
    const { dialog } = await openDialog(
      order({ saleid: 32, status: 'APPROVED', carrier: null, tracking_number: null, history: order().history.slice(0, 2) }),
    );
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).queryByText('Transportista')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Número de guía')).not.toBeInTheDocument();
  });

  it('says who of the company placed the order, under where it goes (docs/product.md §28)', async () => {
    const { dialog } = await openDialog(order({ saleid: 33, placed_by: 'Pedro Quezada' }));
    const delivery = within(dialog).getByRole('region', { name: 'Dirección de entrega' });
    expect(within(delivery).getByText('Pedido por Pedro Quezada')).toBeInTheDocument();
  });

  it('says who of «Ventas» keyed the order in for the company (docs/product.md §29)', async () => {
    const { dialog } = await openDialog(order({ saleid: 36, placed_by: 'María Quezada', entered_by: 'Vera Ventas' }));
    const delivery = within(dialog).getByRole('region', { name: 'Dirección de entrega' });
    expect(within(delivery).getByText('Pedido por María Quezada · Ingresado por Ventas (Vera Ventas)')).toBeInTheDocument();
  });

  it('leaves «Ingresado por Ventas» out of an order the company placed itself', async () => {
    const { dialog } = await openDialog(order({ saleid: 37 }));
    expect(within(dialog).queryByText(/Ingresado por Ventas/)).not.toBeInTheDocument();
  });

  it('an order over a buyer’s limit: the owner approves it from the order; the page asks again for it', async () => {
    const waiting = order({ saleid: 34, status: 'PENDING_APPROVAL', placed_by: 'Pedro Quezada', history: order().history.slice(0, 1) });
    let current = waiting;
    signIn();
    const fetchMock = stubApi({
      'GET sale/my_sale_detail/34': () => ({ body: { ok: true, userSale: current } }),
      'POST sale/34/approve': () => {
        current = { ...waiting, status: 'RECEIVED', approved_by: 'María Quezada' };
        return { body: { ok: true, msg: 'Pedido aprobado: la tienda ya lo recibió' } };
      },
    });
    renderWithProviders(<OrderDetailDialog orderId={34} onClose={() => {}} />, '/orders');
    const dialog = await screen.findByRole('dialog', { name: 'Orden #34' });
    const panel = await within(dialog).findByRole('region', { name: 'Este pedido espera su aprobación' });
    expect(panel).toHaveTextContent('Pedro Quezada hizo este pedido sobre su límite por pedido');
    await userEvent.click(within(panel).getByRole('button', { name: 'Aprobar pedido' }));
    expect(await screen.findByText('Pedido aprobado: la tienda ya lo recibió')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'sale/34/approve')).toHaveLength(1);
    expect(await within(dialog).findByText('Pedido por Pedro Quezada · Aprobado por María Quezada')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Este pedido espera su aprobación' })).not.toBeInTheDocument();
  });

  it('a buyer reads that the order waits for the owner, and has no button to approve it', async () => {
    const waiting = order({ saleid: 35, status: 'PENDING_APPROVAL', placed_by: 'Pedro Quezada', history: order().history.slice(0, 1) });
    signIn();
    session.save({ ...(session.get() as NonNullable<ReturnType<typeof session.get>>), company_role: 'BUYER' });
    stubApi({ 'GET sale/my_sale_detail/35': () => ({ body: { ok: true, userSale: waiting } }) });
    renderWithProviders(<OrderDetailDialog orderId={35} onClose={() => {}} />, '/orders');
    const dialog = await screen.findByRole('dialog', { name: 'Orden #35' });
    const panel = await within(dialog).findByRole('region', { name: 'Esperando la aprobación del titular' });
    expect(panel).toHaveTextContent('El pedido de Pedro Quezada supera su límite por pedido');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('«Descargar PDF» saves the order’s note from its endpoint with the session', async () => {
    const { dialog, fetchMock } = await openDialog(order());
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/nota');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const json = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/sale/my_sale_detail/31/pdf'
        ? new Response(new Blob(['%PDF-1.7']), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="nota-de-pedido-31.pdf"' },
          })
        : json(input, init),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [[, init]] = callsTo(fetchMock, 'GET', 'sale/my_sale_detail/31/pdf');
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('nota-de-pedido-31.pdf');
    expect(anchor.href).toBe('blob:http://localhost/nota');
  });

  it('«WhatsApp» opens a chat with the store with the order’s number written', async () => {
    const { dialog } = await openDialog(order());
    const link = within(dialog).getByRole('link', { name: /WhatsApp/ });
    expect(link).toHaveTextContent('WhatsApp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/593987654321');
    expect(href.searchParams.get('text')).toBe('Hola, les escribo por la orden #31');
  });
});

describe('OrderDetailDialog: the factura', () => {
  const factura = { kind: 'factura', number: '001-001-000000123', state: 'authorized', authorizedAt: '2025-03-06T21:00:00.000Z' } as const;

  it('says nothing of a factura the order does not have yet', async () => {
    const { dialog } = await openDialog(order());
    expect(within(dialog).queryByRole('region', { name: 'Factura' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Descargar RIDE' })).not.toBeInTheDocument();
  });

  it('shows the factura being authorised with its number and state, and no files yet', async () => {
    const { dialog } = await openDialog(order({ invoices: [{ ...factura, state: 'sent', authorizedAt: null }] }));
    const block = within(dialog).getByRole('region', { name: 'Factura' });
    expect(block).toHaveTextContent('001-001-000000123');
    expect(within(block).getByText('Enviada')).toBeInTheDocument();
    expect(block).toHaveTextContent('Su factura se está autorizando en el SRI');
    expect(within(block).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['returned', 'rejected'] as const)(
    'says the store is correcting a factura the SRI left %s, never that it is being authorised',
    async (state) => {
      const { dialog } = await openDialog(order({ invoices: [{ ...factura, state, authorizedAt: null }] }));
      const block = within(dialog).getByRole('region', { name: 'Factura' });
      expect(block).toHaveTextContent('El SRI hizo observaciones a su factura: la tienda la está corrigiendo y la enviará de nuevo.');
      expect(block).not.toHaveTextContent('se está autorizando');
      expect(within(block).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('gives the authorised factura’s XML and RIDE from the order’s own endpoints, with the session', async () => {
    const { dialog, fetchMock } = await openDialog(order({ invoices: [factura] }));
    const block = within(dialog).getByRole('region', { name: 'Factura' });
    expect(within(block).getByText('Autorizada')).toBeInTheDocument();
    // 21:00 UTC is 16:00 in Ecuador
    expect(block).toHaveTextContent(/Autorizada por el SRI el 6 mar 2025, 4:00\sp\.\sm\./);
    expect(block).not.toHaveTextContent('Su factura se está autorizando');

    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/factura');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const json = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const name = /\/factura\.(xml|pdf)$/.exec(String(input))?.[1];
      return name
        ? new Response(new Blob([name === 'pdf' ? '%PDF-1.4' : '<autorizacion/>']), {
            headers: { 'content-disposition': `attachment; filename="factura-001-001-000000123.${name}"` },
          })
        : json(input, init);
    });
    await userEvent.click(within(block).getByRole('button', { name: 'Descargar RIDE' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('factura-001-001-000000123.pdf');
    const [[, init]] = callsTo(fetchMock, 'GET', 'sale/my_sale_detail/31/factura.pdf');
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);

    await userEvent.click(within(block).getByRole('button', { name: 'Descargar XML' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('factura-001-001-000000123.xml');
    expect(callsTo(fetchMock, 'GET', 'sale/my_sale_detail/31/factura.xml')).toHaveLength(1);
  });

  it('keeps the annulled factura’s files and lists the nota de crédito that annuls it', async () => {
    const { dialog } = await openDialog(
      order({
        status: 'CANCELED',
        invoices: [
          { ...factura, state: 'annulled' },
          { kind: 'notaCredito', number: '001-001-000000004', state: 'sent', authorizedAt: null },
        ],
      }),
    );
    const block = within(dialog).getByRole('region', { name: 'Factura' });
    expect(within(block).getByText('Anulada por nota de crédito')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Descargar RIDE' })).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Descargar XML' })).toBeInTheDocument();
    const note = within(block).getByText('Nota de crédito 001-001-000000004').closest('li')!;
    expect(within(note).getByText('Enviada')).toBeInTheDocument();
  });

  it('shows a server’s refusal of the download in a toast', async () => {
    const { dialog, fetchMock } = await openDialog(order({ invoices: [factura] }));
    const json = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/factura.pdf')
        ? new Response(JSON.stringify({ ok: false, msg: 'La factura de esta orden aún no está autorizada por el SRI' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : json(input, init),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar RIDE' }));
    expect(await screen.findByText('La factura de esta orden aún no está autorizada por el SRI')).toBeInTheDocument();
  });
});
