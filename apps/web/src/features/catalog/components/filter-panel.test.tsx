import type { FilterGroup } from '@store/contracts/catalog';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogFilters } from './catalog-filters.tsx';
import { FilterPanel, SEARCH_DEBOUNCE_MS, SearchBox } from './filter-panel.tsx';

const groups: FilterGroup[] = [
  {
    title: 'Marcas',
    key: 'brandid',
    filters: [
      { brandid: 1, name: 'Andes Runner', count: 12 },
      { brandid: 2, name: 'Cóndor', count: 5 },
      { brandid: 3, name: 'Inti', count: 0 },
      { brandid: 4, name: 'Quilla', count: 0 },
    ],
  },
];

function setup(params = { page: 1, size: 20 } as Parameters<typeof FilterPanel>[0]['params']) {
  const handlers = { onToggle: vi.fn(), onReset: vi.fn() };
  render(<FilterPanel groups={groups} loading={false} params={params} {...handlers} />);
  return handlers;
}

afterEach(() => vi.useRealTimers());

// The phone's sheet is a lazy chunk: loaded before the tests, which wait for what the page shows, not for it.
await import('./filter-sheet.tsx');

describe('SearchBox', () => {
  it('searches once, 400 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox value={undefined} onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Nombre o código');
    fireEvent.change(box, { target: { value: 'ba' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(box, { target: { value: 'bal' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bal');
  });
});

describe('FilterPanel', () => {
  it('shows each value with its count as a checkbox; a group takes several, and a chosen one is taken away', () => {
    const { onToggle } = setup({ page: 1, size: 20, brandid: [2, 4] });
    const andes = screen.getByRole('checkbox', { name: 'Andes Runner' });
    expect(andes).not.toBeChecked();
    expect(andes).toHaveAccessibleDescription('12 productos');
    fireEvent.click(andes);
    expect(onToggle).toHaveBeenCalledWith('brandid', 1);
    const condor = screen.getByRole('checkbox', { name: 'Cóndor' });
    expect(condor).toBeChecked();
    fireEvent.click(condor);
    expect(onToggle).toHaveBeenLastCalledWith('brandid', 2);
  });

  it('disables a value that would leave no product, unless it is chosen', () => {
    setup({ page: 1, size: 20, brandid: [4] });
    expect(screen.getByRole('checkbox', { name: 'Inti' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Quilla' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Quilla' })).toBeChecked();
  });

  it('resets everything', () => {
    const { onReset } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onReset).toHaveBeenCalled();
  });
});

// CSS chooses the layout (jsdom applies none): below lg the panel's place under the search is hidden and the
// button opens it as a sheet.
describe('CatalogFilters on a phone', () => {
  function setupPhone(total: number | null) {
    const handlers = { onSearch: vi.fn(), onToggle: vi.fn(), onReset: vi.fn(), onShowResults: vi.fn() };
    render(<CatalogFilters groups={groups} loading={false} params={{ page: 1, size: 20 }} total={total} activeCount={0} {...handlers} />);
    return handlers;
  }

  it('shows the search box on the page and keeps the groups in a closed sheet', () => {
    setupPhone(12);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Nombre o código');
    // The panel beside the grid is there for a wide screen only; the button for a narrow one only.
    expect(screen.getByRole('checkbox', { name: /Andes Runner/ }).closest('.hidden')).toHaveClass('lg:block');
    expect(screen.getByRole('button', { name: 'Filtrar' })).toHaveClass('lg:hidden');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a choice in the sheet applies and leaves it open; "Ver resultados (N)" closes it and brings the results', async () => {
    const { onToggle, onShowResults } = setupPhone(12);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Andes Runner/ }));
    expect(onToggle).toHaveBeenCalledWith('brandid', 1);
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Ver resultados (12)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // once focus has left the closed sheet
    await waitFor(() => expect(onShowResults).toHaveBeenCalledOnce());
  });

  it('says "Ver resultados" without a number while the count is not known, and resets from the footer', async () => {
    const { onReset, onShowResults } = setupPhone(null);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Limpiar filtros' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(within(sheet).getByRole('button', { name: 'Ver resultados' })).toBeInTheDocument();
    // Closing by the cross does not jump to the results.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filtrar' })).toHaveFocus());
    expect(onShowResults).not.toHaveBeenCalled();
  });
});
