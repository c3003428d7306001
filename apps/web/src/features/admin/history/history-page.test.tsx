import type { HistoryEntry, HistoryResponse } from '@store/contracts/history';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin } from '../../../test/render-with-providers.tsx';
import HistoryPage from './history-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const actor = { userid: 3, name: 'Bruno Bodega', email: 'bodega@calzadoandino.ec' };

const entries: HistoryEntry[] = [
  {
    id: 12,
    at: '2025-03-05T15:30:00.000Z',
    actor,
    entity: 'product',
    entityId: 7,
    label: 'Zapatilla Andes Runner (AR-7-NEG)',
    action: 'Contó el stock',
    changes: [
      { field: 'Talla 41', before: 10, after: 12 },
      { field: 'Talla 42', before: null, after: 4 },
    ],
  },
  {
    id: 11,
    at: '2025-03-05T14:00:00.000Z',
    actor: { userid: 1, name: 'Admin Andino', email: 'admin@calzadoandino.ec' },
    entity: 'order',
    entityId: 42,
    label: 'Pedido #42',
    action: 'Cambió el estado',
    changes: [
      { field: 'Estado', before: 'Orden Aprobada', after: 'Entrega en Camino' },
      { field: 'Número de guía', before: null, after: 'SE-123' },
    ],
  },
  {
    id: 10,
    at: '2025-03-04T14:00:00.000Z',
    actor: { userid: null, name: '', email: 'antes@calzadoandino.ec' },
    entity: 'staff',
    entityId: null,
    label: 'nuevo@calzadoandino.ec',
    action: 'Reenvió la invitación',
    changes: [],
  },
];

const response = (items: HistoryEntry[]): HistoryResponse => ({
  ok: true,
  items,
  info: { currentPage: 1, totalPages: 1, limit: 20, total: items.length },
});

describe('HistoryPage', () => {
  it('shows each change: when in Ecuador time, who, the record linked to its page, the action and every field before and after', async () => {
    signInAdmin();
    stubApi({ 'GET admin/history': () => ({ body: response(entries) }) });
    renderWithProviders(<HistoryPage />, '/admin/history');

    expect(await screen.findByRole('heading', { level: 1, name: 'Historial de cambios' })).toBeInTheDocument();
    expect(await screen.findByText('3 cambios')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cambios hechos en el panel' });

    const product = within(table).getByRole('link', { name: 'Zapatilla Andes Runner (AR-7-NEG)' });
    expect(product).toHaveAttribute('href', '/admin/products/7');
    const row = within(product.closest('tr')!);
    // 15:30 UTC is 10:30 in Guayaquil
    expect(row.getByText(/5 mar 2025.*10:30/)).toBeInTheDocument();
    expect(row.getByText('Bruno Bodega')).toBeInTheDocument();
    expect(row.getByText('bodega@calzadoandino.ec')).toBeInTheDocument();
    expect(row.getByText('Producto')).toBeInTheDocument();
    expect(row.getByText('Contó el stock')).toBeInTheDocument();
    const fields = row.getAllByRole('listitem').map((li) => li.textContent);
    expect(fields).toEqual(['Talla 41: 10 → 12', 'Talla 42: — → 4']);

    expect(within(table).getByRole('link', { name: 'Pedido #42' })).toHaveAttribute('href', '/admin/orders/42');
    expect(within(table).getByText('Número de guía:').parentElement).toHaveTextContent('Número de guía: — → SE-123');

    // a record without a page of its own is only text; a change of no field says so; a deleted account too
    expect(within(table).queryByRole('link', { name: 'nuevo@calzadoandino.ec' })).not.toBeInTheDocument();
    const invitation = within(within(table).getByText('nuevo@calzadoandino.ec').closest('tr')!);
    expect(invitation.getByText('Sin campos cambiados')).toBeInTheDocument();
    expect(invitation.getByText('antes@calzadoandino.ec')).toBeInTheDocument();
    expect(invitation.getByText('Cuenta eliminada')).toBeInTheDocument();
  });

  it('sends the search, the kind of record and the days to the server, and keeps them in the address', async () => {
    signInAdmin();
    const fetchMock = stubApi({ 'GET admin/history': () => ({ body: response(entries.slice(0, 1)) }) });
    renderPage(<HistoryPage />, { path: '/admin/history' });
    await screen.findByText('1 cambio');

    await userEvent.selectOptions(screen.getByLabelText('Tipo de registro'), 'Producto');
    await userEvent.type(screen.getByLabelText('Buscar en el historial'), 'andes{Enter}');
    const from = screen.getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-01');
    await vi.waitFor(() => {
      const sent = new URL(String(callsTo(fetchMock, 'GET', 'admin/history').at(-1)?.[0]), 'http://localhost');
      expect(Object.fromEntries(sent.searchParams)).toEqual({ entity: 'product', q: 'andes', from: '2025-03-01', page: '1', size: '20' });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('entity=product');

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await vi.waitFor(() => {
      const sent = new URL(String(callsTo(fetchMock, 'GET', 'admin/history').at(-1)?.[0]), 'http://localhost');
      expect(Object.fromEntries(sent.searchParams)).toEqual({ page: '1', size: '20' });
    });
  });

  it('shows one record’s history, from its page’s «Ver todo», with a chip that widens it again', async () => {
    signInAdmin();
    const fetchMock = stubApi({
      'GET admin/history': ({ url }) => ({ body: response(url.searchParams.get('entityId') ? entries.slice(0, 1) : entries) }),
    });
    renderWithProviders(<HistoryPage />, '/admin/history?entity=product&entityId=7');
    expect(await screen.findByText('Solo: Zapatilla Andes Runner (AR-7-NEG)')).toBeInTheDocument();
    const [[first]] = callsTo(fetchMock, 'GET', 'admin/history');
    expect(String(first)).toContain('entity=product');
    expect(String(first)).toContain('entityId=7');

    await userEvent.click(screen.getByRole('button', { name: 'Quitar el filtro de Zapatilla Andes Runner (AR-7-NEG)' }));
    expect(await screen.findByText('3 cambios')).toBeInTheDocument();
    expect(String(callsTo(fetchMock, 'GET', 'admin/history').at(-1)?.[0])).not.toContain('entityId');
    expect(screen.queryByText(/^Solo:/)).not.toBeInTheDocument();
  });

  it('draws a long change short, in the staff’s words, and opens it on «Ver N cambios más» (issue 26)', async () => {
    signInAdmin();
    // an import's line as the server caps it, and a line of raw keys from before the labels, thousands of them
    const imported: HistoryEntry = {
      ...entries[0],
      id: 20,
      entity: 'catalog',
      entityId: null,
      label: 'Catálogo',
      action: 'Importó el catálogo: 1200 productos y 2000 variantes cambiados',
      changes: [
        ...Array.from({ length: 49 }, (_, i) => ({ field: `Variante IMP-${i}`, before: null, after: 'editada' })),
        { field: '…', before: null, after: 'y 3151 cambios más' },
      ],
    };
    const raw: HistoryEntry = {
      ...entries[0],
      id: 21,
      entity: 'catalog',
      entityId: null,
      label: 'Banner #3',
      action: 'Editó el banner',
      changes: [
        { field: 'isActive', before: true, after: false },
        { field: 'discountValue', before: null, after: 5 },
        { field: 'unitsPerBox', before: null, after: 12 },
        ...Array.from({ length: 5000 }, (_, i) => ({ field: `extraField${i}`, before: null, after: i })),
      ],
    };
    stubApi({ 'GET admin/history': () => ({ body: response([imported, raw]) }) });
    renderWithProviders(<HistoryPage />, '/admin/history');

    const table = await screen.findByRole('table', { name: 'Cambios hechos en el panel' });
    const importRow = within(within(table).getByText(imported.action).closest('tr')!);
    expect(importRow.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(importRow.getByRole('button', { name: 'Ver 43 cambios más' }));
    const opened = importRow.getAllByRole('listitem').map((li) => li.textContent);
    expect(opened).toHaveLength(50);
    expect(opened.at(-1)).toBe('… y 3151 cambios más');
    await userEvent.click(importRow.getByRole('button', { name: 'Ver menos' }));
    expect(importRow.getAllByRole('listitem')).toHaveLength(6);

    const rawRow = within(within(table).getByText('Banner #3').closest('tr')!);
    const shown = rawRow.getAllByRole('listitem').map((li) => li.textContent);
    expect(shown.slice(0, 4)).toEqual(['Activo: Sí → No', 'Descuento: — → 5', 'Unidades por caja: — → 12', 'Extra field0: — → 0']);
    expect(shown.join(' ')).not.toMatch(/[a-z][A-Z]/);
    expect(rawRow.getByRole('button', { name: 'Ver 4997 cambios más' })).toBeInTheDocument();
  });
});
