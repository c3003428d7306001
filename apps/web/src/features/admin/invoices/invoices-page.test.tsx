import type { AdminInvoiceRow, AdminInvoicesResponse, InvoicingStatus } from '@store/contracts/admin-invoices';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signInAdmin } from '../../../test/render-with-providers.tsx';
import InvoicesPage from './invoices-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (id: number, state: AdminInvoiceRow['state'], over: Partial<AdminInvoiceRow> = {}): AdminInvoiceRow => ({
  id,
  kind: 'factura',
  number: `001-001-${String(id).padStart(9, '0')}`,
  clave: '0503202501179001234500110010010000001231234567811',
  orderId: 40 + id,
  buyer: { companyName: 'Calzado El Paso', ci: '0102030405001', email: 'tienda.cuenca@example.com' },
  totalCents: 45533,
  state,
  messages: [],
  attempts: 1,
  // 15:30 UTC is 10:30 in Ecuador
  issuedAt: '2025-03-05T15:30:00.000Z',
  authorizedAt: state === 'authorized' || state === 'annulled' ? '2025-03-05T15:31:00.000Z' : null,
  authorizationNumber: state === 'authorized' || state === 'annulled' ? '0503202501179001234500110010010000001231234567811' : null,
  mailedAt: null,
  ...over,
});

const ON: InvoicingStatus = { enabled: true, ambiente: 1, certificateValidTo: '2026-09-30T17:00:00.000Z', certificateDaysLeft: 300 };

const response = (invoices: AdminInvoiceRow[], invoicing: InvoicingStatus = ON): AdminInvoicesResponse => ({
  ok: true,
  invoices,
  info: { currentPage: 1, totalPages: 1, limit: 20, total: invoices.length },
  counts: { pending: 1, sent: 2, authorized: 7, returned: 1, rejected: 0, annulled: 1 },
  invoicing,
});

/** A document's group of rows (its row and the SRI's messages under it), by its number. */
const documentRows = (number: string) => screen.getByText(number).closest('tbody')!;

const show = (path = '/admin/invoices') => renderPage(<InvoicesPage />, { path });

describe('InvoicesPage', () => {
  it('lists each document with its kind, order, buyer, total, state and day, and the SRI’s messages under it', async () => {
    signInAdmin();
    stubApi({
      'GET admin/invoices': () => ({
        body: response([
          row(123, 'authorized', { mailedAt: '2025-03-05T15:32:00.000Z' }),
          row(124, 'returned', {
            attempts: 2,
            messages: [
              {
                identificador: '35',
                mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
                informacionAdicional: 'Elemento inesperado',
                tipo: 'ERROR',
              },
            ],
          }),
          row(4, 'sent', { kind: 'notaCredito', totalCents: 1999 }),
        ]),
      }),
    });
    show();

    expect(await screen.findByText('3 comprobantes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    expect(screen.getByText('Ambiente: pruebas')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Comprobantes electrónicos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Número', 'Tipo', 'Orden', 'Comprador', 'Total', 'Estado', 'Emitida', 'Acciones']);

    const authorized = documentRows('001-001-000000123');
    expect(within(authorized).getByText('Factura')).toBeInTheDocument();
    expect(within(authorized).getByRole('link', { name: 'Orden #163' })).toHaveAttribute('href', '/admin/orders/163');
    expect(authorized).toHaveTextContent('Calzado El Paso');
    expect(authorized).toHaveTextContent('RUC / Cédula 0102030405001');
    expect(within(authorized).getByText('$455.33')).toBeInTheDocument();
    expect(within(authorized).getByText('Autorizada')).toBeInTheDocument();
    expect(authorized).toHaveTextContent(/5 mar 2025, 10:30\sa\.\sm\./);
    expect(authorized).toHaveTextContent(/Correo enviado el 5 mar 2025, 10:32\sa\.\sm\./);
    expect(authorized).not.toHaveTextContent('Respuesta del SRI');

    const returned = documentRows('001-001-000000124');
    expect(within(returned).getByText('Devuelta')).toBeInTheDocument();
    expect(returned).toHaveTextContent('2 intentos');
    expect(returned).toHaveTextContent('Respuesta del SRI');
    expect(returned).toHaveTextContent('35 ARCHIVO NO CUMPLE ESTRUCTURA XML: Elemento inesperado');

    const note = documentRows('001-001-000000004');
    expect(within(note).getByText('Nota de crédito')).toBeInTheDocument();
    expect(within(note).getByText('Enviada')).toBeInTheDocument();
    expect(within(note).getByText('$19.99')).toBeInTheDocument();
  });

  it('offers the files and «Reenviar correo» once the SRI authorised a document, «Reintentar» until then', async () => {
    signInAdmin();
    const states = ['pending', 'sent', 'authorized', 'returned', 'rejected', 'annulled'] as const;
    stubApi({ 'GET admin/invoices': () => ({ body: response(states.map((s, i) => row(i + 1, s))) }) });
    show();
    await screen.findByText('001-001-000000001');

    const buttons = (id: number) =>
      within(documentRows(`001-001-00000000${id}`))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(states.map((s, i) => [s, buttons(i + 1)])).toEqual([
      ['pending', ['Reintentar']],
      ['sent', ['Reintentar']],
      ['authorized', ['Descargar XML', 'Descargar RIDE', 'Reenviar correo']],
      ['returned', ['Reintentar']],
      ['rejected', ['Reintentar']],
      ['annulled', ['Descargar XML', 'Descargar RIDE', 'Reenviar correo']],
    ]);
    // each button names its document, for a screen reader walking the buttons
    expect(screen.getByRole('button', { name: 'Descargar RIDE de la factura 001-001-000000003' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar la factura 001-001-000000004' })).toBeInTheDocument();
  });

  it('filters by state with the counts on the tabs, and by issue days, in the address', async () => {
    signInAdmin();
    const fetchMock = stubApi({ 'GET admin/invoices': () => ({ body: response([row(1, 'authorized')]) }) });
    show('/admin/invoices?from=2025-03-01&to=2025-03-31');
    await screen.findByText('001-001-000000001');

    const sent = new URL(String(callsTo(fetchMock, 'GET', 'admin/invoices')[0][0]), 'http://localhost');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ from: '2025-03-01', to: '2025-03-31', page: '1', size: '20' });
    expect(screen.getByLabelText('Desde')).toHaveValue('2025-03-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2025-03-31');

    const tabs = screen.getByRole('group', { name: 'Filtrar por estado' });
    expect(within(tabs).getByRole('button', { name: 'Todos 12' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos12', 'Pendiente1', 'Enviada2', 'Autorizada7', 'Devuelta1', 'No autorizada0', 'Anulada por nota de crédito1']);
    await userEvent.click(within(tabs).getByRole('button', { name: 'Devuelta 1' }));
    await waitFor(() => expect(String(callsTo(fetchMock, 'GET', 'admin/invoices').at(-1)?.[0])).toContain('state=returned'));
    expect(String(callsTo(fetchMock, 'GET', 'admin/invoices').at(-1)?.[0])).toContain('from=2025-03-01');
    expect(screen.getByTestId('location')).toHaveTextContent('state=returned');
    expect(within(tabs).getByRole('button', { name: 'Devuelta 1' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(String(callsTo(fetchMock, 'GET', 'admin/invoices').at(-1)?.[0])).not.toContain('state='));
    expect(String(callsTo(fetchMock, 'GET', 'admin/invoices').at(-1)?.[0])).not.toContain('from=');
  });

  it('«Reintentar» and «Reenviar correo» say what the server answered and read the list again', async () => {
    signInAdmin();
    let returned = row(2, 'returned');
    const fetchMock = stubApi({
      'GET admin/invoices': () => ({ body: response([row(1, 'authorized'), returned]) }),
      'POST admin/invoices/2/retry': () => {
        returned = { ...returned, state: 'sent', attempts: 2 };
        return { body: { ok: true, msg: ADMIN_MSG.invoiceRetried, invoice: returned } };
      },
      'POST admin/invoices/1/resend': () => ({ body: { ok: true, msg: ADMIN_MSG.invoiceMailQueued, invoice: row(1, 'authorized') } }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar la factura 001-001-000000002' }));
    expect(await screen.findByText(ADMIN_MSG.invoiceRetried)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/invoices/2/retry')).toHaveLength(1);
    await waitFor(() => expect(within(documentRows('001-001-000000002')).getByText('Enviada')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Reenviar correo de la factura 001-001-000000001' }));
    expect(await screen.findByText(ADMIN_MSG.invoiceMailQueued)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/invoices/1/resend')).toHaveLength(1);
  });

  it('shows the server’s refusal of a retry in a toast', async () => {
    signInAdmin();
    stubApi({
      'GET admin/invoices': () => ({ body: response([row(2, 'rejected')]) }),
      'POST admin/invoices/2/retry': () => ({ status: 409, body: { ok: false, msg: ADMIN_MSG.invoicingOff } }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar la factura 001-001-000000002' }));
    expect(await screen.findByText(ADMIN_MSG.invoicingOff)).toBeInTheDocument();
  });

  it('«Descargar RIDE» saves the document’s PDF from the back office’s endpoint under the server’s name', async () => {
    signInAdmin();
    const fetchMock = stubApi({ 'GET admin/invoices': () => ({ body: response([row(7, 'authorized')]) }) });
    show();
    await screen.findByText('001-001-000000007');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/ride');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const json = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/admin/invoices/7/file/pdf'
        ? new Response(new Blob(['%PDF-1.4']), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="factura-001-001-000000007.pdf"' },
          })
        : json(input, init),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descargar RIDE de la factura 001-001-000000007' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('factura-001-001-000000007.pdf');
    const [[, init]] = callsTo(fetchMock, 'GET', 'admin/invoices/7/file/pdf');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it('warns of the certificate’s end within 30 days, and of its past end', async () => {
    signInAdmin();
    let invoicing: InvoicingStatus = { ...ON, ambiente: 2, certificateValidTo: '2025-03-17T17:00:00.000Z', certificateDaysLeft: 12 };
    stubApi({ 'GET admin/invoices': () => ({ body: response([row(1, 'authorized')], invoicing) }) });
    const { unmount } = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('El certificado de firma electrónica vence el 17 mar 2025 (12 días).');
    expect(screen.getByText('Ambiente: producción')).toBeInTheDocument();
    unmount();

    invoicing = { ...invoicing, certificateValidTo: '2025-03-01T17:00:00.000Z', certificateDaysLeft: -3 };
    const again = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('El certificado de firma electrónica venció el 1 mar 2025 (hace 3 días).');
    again.unmount();

    invoicing = { ...invoicing, certificateDaysLeft: 31 };
    show();
    await screen.findByText('001-001-000000001');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when electronic invoicing is off, and an empty list plainly', async () => {
    signInAdmin();
    stubApi({
      'GET admin/invoices': () => ({
        body: response([], { enabled: false, ambiente: null, certificateValidTo: null, certificateDaysLeft: null }),
      }),
    });
    show();
    expect(await screen.findByRole('note')).toHaveTextContent('La facturación electrónica no está activada');
    expect(screen.getByText('No hay comprobantes con estos filtros.')).toBeInTheDocument();
    expect(screen.queryByText(/^Ambiente:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
