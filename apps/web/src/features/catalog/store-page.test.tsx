import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch, useLocation } from '../../lib/router.tsx';
import { cardFixture } from '../../test/fixtures.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { StorePage } from './store-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

function renderStore(route: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/store">
        <Where />
        <StorePage />
      </Route>
    </Switch>,
    route,
  );
}

/** A catalogue of `total` products, 12 to a page: a page past the last one comes back empty, as the API does. */
const brands = {
  title: 'Marcas',
  key: 'brandid',
  filters: [
    { brandid: 3, name: 'Andina', count: 4 },
    { brandid: 7, name: 'Cóndor', count: 9 },
  ],
};

function stubCatalogue(total: number, filters: unknown[] = []) {
  return stubApi({
    'GET product/get_all_store_front': ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const totalPages = Math.ceil(total / 12);
      const count = page < totalPages ? 12 : page === totalPages ? total - 12 * (totalPages - 1) : 0;
      const products = Array.from({ length: count }, (_, i) => cardFixture({ name: `Producto ${page}-${i + 1}` }));
      return { body: { ok: true, products, info: { currentPage: page, totalPages, limit: 12, total } } };
    },
    'GET filters/get_all': () => ({ body: { ok: true, filters } }),
  });
}

describe('StorePage', () => {
  it('a page past the last one shows the last page and puts it in the address', async () => {
    const fetchMock = stubCatalogue(130);
    renderStore('/store?page=999&brandid=3');

    expect(await screen.findByText('Producto 11-10')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?brandid=3&page=11'));
    expect(screen.getAllByText('Página 11 de 11').length).toBeGreaterThan(0);
    expect(screen.queryByText('Página 999 de 11')).not.toBeInTheDocument();
    const pages = callsTo(fetchMock, 'GET', 'product/get_all_store_front').map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('page'),
    );
    expect(pages).toEqual(['999', '11']);
  });

  it('shows the search and each chosen value as a removable chip, and «Limpiar filtros»', async () => {
    const fetchMock = stubCatalogue(13, [brands]);
    renderStore('/store?search=bota&brandid=3,7');
    const chips = await screen.findByRole('list', { name: 'Filtros activos' });
    expect(chips).toHaveTextContent('Búsqueda: «bota»');
    await screen.findByRole('button', { name: 'Quitar filtro Marca: Andina' });
    // the counts are asked for the same search and filters as the list
    const [asked] = callsTo(fetchMock, 'GET', 'filters/get_all');
    expect(new URL(String(asked[0]), 'http://x').search).toBe('?search=bota&brandid=3%2C7');

    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro Marca: Andina' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?search=bota&brandid=7'));
    expect(screen.queryByRole('button', { name: 'Quitar filtro Marca: Andina' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar búsqueda «bota»' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?brandid=7$/));

    // The chips' own «Limpiar filtros» (the filter panel has one too).
    fireEvent.click(within(screen.getByRole('list', { name: 'Filtros activos' })).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).toBeNull();
  });

  it('counts one product in the singular', async () => {
    stubCatalogue(1);
    renderStore('/store');
    expect(await screen.findByRole('heading', { name: '1 Producto disponible' })).toBeInTheDocument();
  });

  it('counts several products in the plural', async () => {
    stubCatalogue(13);
    renderStore('/store');
    expect(await screen.findByRole('heading', { name: '13 Productos disponibles' })).toBeInTheDocument();
  });
});
