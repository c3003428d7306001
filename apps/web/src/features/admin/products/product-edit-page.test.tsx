import type { AdminProduct, AdminProductOptions, AdminProductRow } from '@store/contracts/admin-products';
import { MSG } from '@store/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../cart/testing/fixtures.tsx';
import ProductEditPage from './product-edit-page.tsx';
import ProductsPage from './products-page.tsx';

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const options: AdminProductOptions = {
  ok: true,
  brands: [
    { id: 1, name: 'Andes Runner' },
    { id: 2, name: 'Austro' },
  ],
  genders: [{ id: 1, name: 'Hombre' }],
  categories: [{ id: 1, name: 'Zapatillas' }],
  materials: [{ id: 1, name: 'Cuero' }],
  types: [{ id: 1, name: 'Urbano' }],
  technologies: [{ id: 1, name: 'Ninguna' }],
  uses: [{ id: 1, name: 'Diario' }],
  colors: [
    { id: 1, name: 'Negro', hexcode: '#111111' },
    { id: 2, name: 'Rojo', hexcode: '#cc0000' },
  ],
  sizes: [
    { id: 3, name: '38' },
    { id: 4, name: '39' },
    { id: 5, name: '40' },
  ],
};

function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    productid: 5,
    name: 'Zapatilla Andes Runner Inti',
    description: 'Liviana.',
    stockType: 'BOXES',
    preventa: false,
    active: true,
    brandid: 1,
    genderid: 1,
    categoryid: 1,
    materialid: 1,
    typeid: 1,
    technologyid: 1,
    useid: 1,
    createdAt: '2025-03-01T10:00:00.000Z',
    variants: [
      {
        prodvarid: 11,
        code: 'AR-1005-NEG',
        colorid: 1,
        colorName: 'Negro',
        colorHex: '#111111',
        priceCents: 4550,
        discountPercent: 0,
        position: 0,
        stock: [{ sizeid: null, sizeName: null, quantity: 40 }],
        images: [{ mediaid: 7, url: '/media/uploads/products/a.webp', position: 0 }],
      },
    ],
    ...overrides,
  };
}

function renderAt(path: string) {
  session.save({
    userid: 1,
    token: 'admin-token',
    email: 'admin@calzadoandino.ec',
    name: 'Ana',
    lastname: 'Pérez',
    company_name: 'Calzado Andino',
    role: 'ADMIN',
    image: null,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/products', element: <ProductsPage /> },
      { path: '/admin/products/new', element: <ProductEditPage /> },
      { path: '/admin/products/:id', element: <ProductEditPage /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('the variant card', () => {
  it('takes the price in dollars with VAT, shows it without VAT, and sends cents', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/products/options': () => ({ body: options }),
      'GET /api/admin/products/5': () => ({ body: { ok: true, product: product() } }),
      'PUT /api/admin/variants/11': () => ({ body: { ok: true, msg: MSG.adminVariantSaved } }),
    });
    renderAt('/admin/products/5');

    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    const price = within(card).getByLabelText('Precio (IVA incluido)');
    expect(price).toHaveValue('45.50');
    expect(within(card).getByText('Sin IVA: $39.57 · IVA 15%: $5.93')).toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '12,34');
    await userEvent.clear(within(card).getByLabelText('Descuento (%)'));
    await userEvent.type(within(card).getByLabelText('Descuento (%)'), '10');
    expect(within(card).getByText('Sin IVA: $10.73 · Con descuento: $11.11')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));

    expect(await screen.findByText(MSG.adminVariantSaved)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/admin/variants/11');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'AR-1005-NEG', colorid: 1, priceCents: 1234, discountPercent: 10 });
    // The stock did not change: no stock call.
    expect(callsTo(fetchMock, 'PUT', '/api/admin/variants/11/stock')).toHaveLength(0);
  });

  it('refuses a price of 0 and a discount over 100 before sending anything', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/products/options': () => ({ body: options }),
      'GET /api/admin/products/5': () => ({ body: { ok: true, product: product() } }),
    });
    renderAt('/admin/products/5');
    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    await userEvent.clear(within(card).getByLabelText('Precio (IVA incluido)'));
    await userEvent.type(within(card).getByLabelText('Precio (IVA incluido)'), '0');
    await userEvent.clear(within(card).getByLabelText('Descuento (%)'));
    await userEvent.type(within(card).getByLabelText('Descuento (%)'), '120');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));

    expect(await within(card).findByText(MSG.adminPriceInvalid)).toBeInTheDocument();
    expect(within(card).getByText(MSG.adminDiscountInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/variants/11')).toHaveLength(0);
  });

  it('edits the stock of a SIZES product size by size; an empty size is not offered', async () => {
    const sized = product({
      stockType: 'SIZES',
      variants: [
        {
          ...product().variants[0],
          stock: [
            { sizeid: 3, sizeName: '38', quantity: 5 },
            { sizeid: 4, sizeName: '39', quantity: 12 },
          ],
        },
      ],
    });
    const fetchMock = stubApi({
      'GET /api/admin/products/options': () => ({ body: options }),
      'GET /api/admin/products/5': () => ({ body: { ok: true, product: sized } }),
      'PUT /api/admin/variants/11': () => ({ body: { ok: true, msg: MSG.adminVariantSaved } }),
      'PUT /api/admin/variants/11/stock': () => ({ body: { ok: true, msg: MSG.adminStockSaved } }),
    });
    renderAt('/admin/products/5');
    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    expect(within(card).getByLabelText('Talla 38')).toHaveValue(5);
    expect(within(card).getByLabelText('Talla 40')).toHaveValue(null);

    await userEvent.clear(within(card).getByLabelText('Talla 38'));
    await userEvent.type(within(card).getByLabelText('Talla 40'), '8');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));

    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/admin/variants/11/stock')).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'PUT', '/api/admin/variants/11/stock');
    expect(JSON.parse(String(init?.body))).toEqual({
      stock: [
        { sizeid: 4, quantity: 12 },
        { sizeid: 5, quantity: 8 },
      ],
    });
  });
});

describe('the new product page', () => {
  it('says what is missing, then creates the product and opens it', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/products/options': () => ({ body: options }),
      'POST /api/admin/products': () => ({ status: 201, body: { ok: true, msg: MSG.adminProductCreated, productid: 5 } }),
      'GET /api/admin/products/5': () => ({ body: { ok: true, product: product({ variants: [] }) } }),
    });
    const router = renderAt('/admin/products/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText(MSG.adminProductNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.adminPick('la marca'))).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nombre'), 'Zapatilla Andes Runner Inti');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de stock'), 'Por tallas');
    for (const label of ['Marca', 'Género', 'Categoría', 'Material', 'Tipo', 'Tecnología', 'Uso']) {
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      await userEvent.selectOptions(select, select.options[1]);
    }
    await userEvent.click(screen.getByRole('switch', { name: /Preventa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear producto' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/5'));
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/admin/products');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Zapatilla Andes Runner Inti',
      stockType: 'SIZES',
      preventa: true,
      active: true,
      brandid: 1,
      useid: 1,
    });
    expect(await screen.findByText(/no tiene variantes: en la tienda aparece sin precio/)).toBeInTheDocument();
  });
});

describe('the products list', () => {
  const row = (overrides: Partial<AdminProductRow>): AdminProductRow => ({
    productid: 1,
    name: 'Producto',
    brand: { brandid: 1, name: 'Andes Runner' },
    stockType: 'BOXES',
    preventa: false,
    active: true,
    variantCount: 2,
    totalStock: 40,
    priceCents: 4550,
    thumbnail: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  });

  it('shows stock, price and badges, and searches by name or code through the address', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/products/options': () => ({ body: options }),
      'GET /api/admin/products': () => ({
        body: {
          ok: true,
          products: [
            row({ productid: 1, name: 'Bota Cumbre', totalStock: 3, preventa: true }),
            row({ productid: 2, name: 'Sandalia Playa', active: false, priceCents: null, variantCount: 0 }),
          ],
          info: { currentPage: 1, totalPages: 3, limit: 20, total: 42 },
        },
      }),
    });
    const router = renderAt('/admin/products');
    const table = await screen.findByRole('table', { name: 'Productos del catálogo' });
    const bota = within(table).getByRole('link', { name: 'Bota Cumbre' }).closest('tr') as HTMLElement;
    expect(within(bota).getByText('3')).toHaveClass('bg-red-50');
    expect(within(bota).getByText('$45.50')).toBeInTheDocument();
    expect(within(bota).getByText('Preventa')).toBeInTheDocument();
    const sandalia = within(table).getByRole('link', { name: 'Sandalia Playa' }).closest('tr') as HTMLElement;
    expect(within(sandalia).getByText('Inactivo')).toBeInTheDocument();
    expect(within(sandalia).getByText('Sin precio')).toBeInTheDocument();
    expect(screen.getByText('42 productos')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Buscar por nombre o código'), 'ar-1005{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Inactivo');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=ar-1005&active=false'));
    const urls = callsTo(fetchMock, 'GET', '/api/admin/products').map(([url]) => String(url));
    expect(urls.at(-1)).toBe('/api/admin/products?q=ar-1005&active=false&page=1&size=20');
  });
});
