import type { SaleStatus } from '@store/contracts/constants';
import type { FulfilmentOrder } from '@store/contracts/warehouse';
import { WAREHOUSE_MOVES } from '@store/contracts/warehouse';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signInStaff } from '../../../test/render-with-providers.tsx';
import FulfilmentOrderPage from './fulfilment-order-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function order(status: SaleStatus, overrides: Partial<FulfilmentOrder> = {}): FulfilmentOrder {
  return {
    saleid: 42,
    status,
    saledate: '2025-03-05T15:30:00.000Z',
    ship: {
      companyName: 'Calzado El Paso',
      branch: 'Local Gualaceo',
      contact: 'Pedro Quezada',
      phone: '072255123',
      address: 'Av. Jaime Roldós 3-12',
      parish: 'Gualaceo',
      city: 'Gualaceo',
      province: 'Azuay',
      reference: 'Junto al mercado',
    },
    carrier: null,
    trackingNumber: null,
    receiptRejected: false,
    lines: [
      {
        code: 'PA-8-CAF',
        productName: 'Botín Páramo',
        brandName: 'Páramo',
        colorName: 'Café',
        colorHex: '#6b3e26',
        sizeName: null,
        quantity: 2,
        stockType: 'BOXES',
        unit: 'PAIR',
        unitsPerQuantity: 12,
        preventa: false,
      },
      {
        code: 'AR-7-NEG',
        productName: 'Zapatilla Andes Runner',
        brandName: 'Andes',
        colorName: 'Negro',
        colorHex: '#111111',
        sizeName: '41',
        quantity: 3,
        stockType: 'SIZES',
        unit: 'PAIR',
        unitsPerQuantity: 1,
        preventa: true,
      },
      {
        code: 'BA-9-AZU',
        productName: 'Balón Cóndor',
        brandName: 'Cóndor',
        colorName: 'Azul',
        colorHex: '#1d4ed8',
        sizeName: null,
        quantity: 5,
        stockType: 'UNITS',
        unit: 'UNIT',
        unitsPerQuantity: 1,
        preventa: false,
      },
    ],
    next: WAREHOUSE_MOVES[status] ?? null,
    ...overrides,
  };
}

const panel = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

const open = () => renderPage(<FulfilmentOrderPage />, { path: '/admin/fulfilment/42', route: '/admin/fulfilment/:id' });

describe('FulfilmentOrderPage', () => {
  it('marks the pre-sale lines and warns when the order’s receipt was rejected, on screen and on the printed sheet', async () => {
    signInStaff('WAREHOUSE');
    stubApi({ 'GET admin/fulfilment/42': () => ({ body: { ok: true, order: order('APPROVED', { receiptRejected: true }) } }) });
    open();
    const list = await screen.findByRole('table', { name: 'Productos por preparar' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).queryByText('Preventa') !== null)).toEqual([false, true, false]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('El comprobante de pago de esta orden fue rechazado. Consulte con ventas antes de despacharla.');
    expect(alert.closest('[data-print-sheet]')).not.toBeNull();
  });

  it('says nothing about the receipt when it was not rejected', async () => {
    signInStaff('WAREHOUSE');
    stubApi({ 'GET admin/fulfilment/42': () => ({ body: { ok: true, order: order('APPROVED') } }) });
    open();
    await screen.findByRole('table', { name: 'Productos por preparar' });
    expect(screen.queryByText(/comprobante de pago/)).not.toBeInTheDocument();
  });

  it('shows where the order goes and what to pick, each quantity in its unit, and no price', async () => {
    signInStaff('WAREHOUSE');
    stubApi({ 'GET admin/fulfilment/42': () => ({ body: { ok: true, order: order('APPROVED') } }) });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: /Orden #42/ })).toHaveTextContent('Orden Aprobada');
    const ship = panel('Enviar a');
    for (const text of [
      'EmpresaCalzado El Paso',
      'SucursalLocal Gualaceo',
      'ContactoPedro Quezada',
      'DirecciónAv. Jaime Roldós 3-12',
      'ReferenciaJunto al mercado',
      'ParroquiaGualaceo',
      'CiudadGualaceo',
      'ProvinciaAzuay',
    ])
      expect(ship).toHaveTextContent(text);
    expect(within(ship).getByRole('link', { name: '072255123' })).toHaveAttribute('href', 'tel:072255123');
    expect(panel('Transporte')).toHaveTextContent('Transportista—Número de guía—');

    const lines = screen.getByRole('table', { name: 'Productos por preparar' });
    const row = (code: string) => within(within(lines).getByText(code).closest('tr')!);
    const boxes = row('PA-8-CAF');
    for (const text of ['Botín Páramo', 'Páramo', 'Café', '2 cajas', 'caja de 12 pares · 24 pares'])
      expect(boxes.getByText(text)).toBeInTheDocument();
    expect(row('AR-7-NEG').getByText('3 pares')).toBeInTheDocument();
    expect(row('AR-7-NEG').getAllByText(/^(Talla )?41$/).length).toBeGreaterThan(0);
    expect(row('BA-9-AZU').getByText('5 unidades')).toBeInTheDocument();
    expect(screen.getByText('En total: 27 pares y 5 unidades')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('$');
  });

  it('makes the one next move after a confirmation, then offers the following one', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({
      'GET admin/fulfilment/42': () => ({ body: { ok: true, order: order('APPROVED') } }),
      'PATCH admin/fulfilment/42/status': () => ({
        body: { ok: true, msg: 'La orden #42 pasó a «Para despacho». Se avisó al distribuidor por correo.', order: order('TO_DELIVER') },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como «Para despacho»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar la orden #42 como «Para despacho»?' });
    expect(within(dialog).queryByLabelText('Transportista')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', 'admin/fulfilment/42/status')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cambiar estado' }));

    expect(await screen.findByText('La orden #42 pasó a «Para despacho». Se avisó al distribuidor por correo.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', 'admin/fulfilment/42/status')[0][1]?.body))).toEqual({ status: 'TO_DELIVER' });
    expect(await screen.findByRole('button', { name: 'Marcar como «Entrega en Camino»' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Marcar como/ })).toHaveLength(1);
  });

  it('asks for the carrier and the guide number on the way to «Entrega en Camino», and shows them after', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = stubApi({
      'GET admin/fulfilment/42': () => ({ body: { ok: true, order: order('TO_DELIVER') } }),
      'PATCH admin/fulfilment/42/status': ({ body }) => ({
        body: {
          ok: true,
          msg: 'La orden #42 pasó a «Entrega en Camino».',
          order: order('DELIVERING', { carrier: (body as { carrier: string }).carrier, trackingNumber: 'SE-123' }),
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como «Entrega en Camino»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar la orden #42 como «Entrega en Camino»?' });
    await userEvent.type(within(dialog).getByLabelText('Transportista'), 'Servientrega');
    await userEvent.type(within(dialog).getByLabelText('Número de guía'), 'SE-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cambiar estado' }));

    await screen.findByText('La orden #42 pasó a «Entrega en Camino».');
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', 'admin/fulfilment/42/status')[0][1]?.body))).toEqual({
      status: 'DELIVERING',
      carrier: 'Servientrega',
      trackingNumber: 'SE-123',
    });
    expect(panel('Transporte')).toHaveTextContent('TransportistaServientregaNúmero de guíaSE-123');
    expect(screen.getByRole('button', { name: 'Marcar como «Entregado»' })).toBeInTheDocument();
  });

  it('says a delivered order has no move left, and prints the picking sheet', async () => {
    signInStaff('WAREHOUSE');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubApi({
      'GET admin/fulfilment/42': () => ({ body: { ok: true, order: order('DELIVERED', { carrier: 'Tramaco', trackingNumber: 'T-9' }) } }),
    });
    open();
    expect(await screen.findByText('Esta orden ya fue entregada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Marcar como/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
