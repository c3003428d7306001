import type { HistoryEntry } from '@store/contracts/history';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signInAdmin, signInStaff } from '../../../test/render-with-providers.tsx';
import { RecordHistory } from './record-history.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const entry: HistoryEntry = {
  id: 5,
  at: '2025-03-05T15:30:00.000Z',
  actor: { userid: 3, name: 'Bruno Bodega', email: 'bodega@calzadoandino.ec' },
  entity: 'product',
  entityId: 7,
  label: 'Zapatilla Andes Runner (AR-7-NEG)',
  action: 'Contó el stock',
  changes: [{ field: 'Cantidad', before: 10, after: 8 }],
};

const reply = (items: HistoryEntry[]) => ({
  body: { ok: true, items, info: { currentPage: 1, totalPages: 1, limit: 10, total: items.length } },
});

describe('RecordHistory', () => {
  it('shows the record’s newest changes and links to the whole history filtered to it', async () => {
    signInAdmin();
    const fetchMock = stubApi({ 'GET admin/history': () => reply([entry]) });
    renderWithProviders(<RecordHistory entity="product" entityId={7} />);

    const list = await screen.findByRole('list', { name: 'Historial de cambios' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Contó el stock');
    expect(item).toHaveTextContent('Bruno Bodega');
    expect(within(item).getByRole('list', { name: 'Campos cambiados' })).toHaveTextContent('Cantidad: 10 → 8');
    expect(screen.getByRole('link', { name: 'Ver todo' })).toHaveAttribute('href', '/admin/history?entity=product&entityId=7');
    const sent = new URL(String(callsTo(fetchMock, 'GET', 'admin/history')[0][0]), 'http://localhost');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ entity: 'product', entityId: '7', size: '10' });
  });

  it('says when the record has no change yet', async () => {
    signInAdmin();
    stubApi({ 'GET admin/history': () => reply([]) });
    renderWithProviders(<RecordHistory entity="distributor" entityId={9} />);
    expect(await screen.findByText('Todavía no hay cambios registrados.')).toBeInTheDocument();
  });

  it('is not there, and asks nothing, for a role without the history', async () => {
    signInStaff('SALES');
    const fetchMock = stubApi({ 'GET admin/history': () => reply([entry]) });
    renderWithProviders(<RecordHistory entity="order" entityId={42} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Historial de cambios')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', 'admin/history')).toHaveLength(0);
  });

  it('reads the history again after a write made on the page succeeds', async () => {
    signInAdmin();
    let items: HistoryEntry[] = [];
    stubApi({ 'GET admin/history': () => reply(items), 'PUT admin/stock/3': () => ({ body: { ok: true } }) });
    function Save() {
      const save = useMutation({ mutationFn: () => fetch('/api/admin/stock/3', { method: 'PUT' }) });
      return (
        <button type="button" onClick={() => save.mutate()}>
          Guardar
        </button>
      );
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Save />
          <RecordHistory entity="product" entityId={7} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Todavía no hay cambios registrados.')).toBeInTheDocument();
    items = [entry];
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contó el stock')).toBeInTheDocument();
  });
});
