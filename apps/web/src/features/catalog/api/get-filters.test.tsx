import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { stubApi } from '../../../test/render-page.tsx';
import { useFilters } from './get-filters.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

describe('useFilters', () => {
  it("names the server's filter groups in the reader's language, by their key", async () => {
    stubApi({
      'GET filters/get_all': () => ({
        body: {
          ok: true,
          filters: [
            { title: 'Marcas', key: 'brandid', filters: [{ brandid: 1, name: 'Austro', count: 4 }] },
            { title: 'Tecnologías', key: 'technologies', filters: [] },
            { title: 'Colores', key: 'colorid', filters: [] },
          ],
        },
      }),
    });
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useFilters({ page: 1, size: 20 }, false), { wrapper });
    await waitFor(() => expect(result.current.data?.map((g) => g.title)).toEqual(['Brands', 'Technologies', 'Colours']));
    // the values stay as the catalogue names them
    expect(result.current.data?.[0].filters).toEqual([{ brandid: 1, name: 'Austro', count: 4 }]);

    await i18n.changeLanguage('es');
    await waitFor(() => expect(result.current.data?.map((g) => g.title)).toEqual(['Marcas', 'Tecnologías', 'Colores']));
  });
});
