import type { FilterGroup } from '@store/contracts/catalog';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel, SEARCH_DEBOUNCE_MS } from './filter-panel.tsx';

const groups: FilterGroup[] = [
  {
    title: 'Marcas',
    key: 'brandid',
    filters: [
      { brandid: 1, name: 'Andes Runner' },
      { brandid: 2, name: 'Cóndor' },
    ],
  },
];

function setup(params = { page: 1, size: 20 } as Parameters<typeof FilterPanel>[0]['params']) {
  const handlers = { onSearch: vi.fn(), onSelect: vi.fn(), onReset: vi.fn() };
  render(<FilterPanel groups={groups} loading={false} params={params} {...handlers} />);
  return handlers;
}

afterEach(() => vi.useRealTimers());

describe('FilterPanel', () => {
  it('searches once, 400 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const { onSearch } = setup();
    const box = screen.getByPlaceholderText('Nombre o código');
    fireEvent.change(box, { target: { value: 'ba' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(box, { target: { value: 'bal' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bal');
  });

  it('selects a value of a group; the selected value cannot be clicked again', () => {
    const { onSelect } = setup({ page: 1, size: 20, brandid: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Andes Runner' }));
    expect(onSelect).toHaveBeenCalledWith('brandid', 1);
    expect(screen.getByRole('button', { name: 'Cóndor' })).toBeDisabled();
  });

  it('resets everything', () => {
    const { onReset } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onReset).toHaveBeenCalled();
  });
});
