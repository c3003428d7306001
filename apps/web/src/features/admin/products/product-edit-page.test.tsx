import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { type AdminProduct, type AdminProductOptions, type AdminProductRow, MAX_STOCK_QUANTITY } from '@store/contracts/admin-products';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, Route, StoreRouter, Switch } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { signInAdmin } from '../../../test/render-with-providers.tsx';
import ProductEditPage from './product-edit-page.tsx';
import ProductsPage from './products-page.tsx';
import { rebaseStock, stockChanges } from './stock-editor.tsx';

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
    unitsPerBox: 12,
    boxSizeRun: null,
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
  signInAdmin();
  const history = createMemoryHistory([path]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StoreRouter history={history}>
        <Switch>
          <Route path="/admin/products" component={ProductsPage} />
          <Route path="/admin/products/new" component={ProductEditPage} />
          <Route path="/admin/products/:id" component={ProductEditPage} />
        </Switch>
      </StoreRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return history;
}

describe('the variant card', () => {
  it('takes the price in dollars with VAT, shows it without VAT, and sends cents', async () => {
    const fetchMock = stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products/5': () => ({ body: { ok: true, product: product() } }),
      'PUT admin/variants/11': () => ({ body: { ok: true, msg: ADMIN_MSG.adminVariantSaved } }),
    });
    renderAt('/admin/products/5');

    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    const price = within(card).getByLabelText('Precio por par o unidad (IVA incluido)');
    expect(price).toHaveValue('45.50');
    // the price is per pair (or unit): a box product also says what its box of 12 costs
    expect(within(card).getByText('Sin IVA: $39.57 · IVA 15%: $5.93 · Caja de 12: $546.00')).toBeInTheDocument();
    expect(within(card).getByText('Número de cajas enteras disponibles, de 12 pares o unidades cada una.')).toBeInTheDocument();
    expect(within(card).getByText('Stock: 40 cajas')).toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '12,34');
    await userEvent.clear(within(card).getByLabelText('Descuento (%)'));
    await userEvent.type(within(card).getByLabelText('Descuento (%)'), '10');
    expect(within(card).getByText('Sin IVA: $10.73 · Con descuento: $11.11 · Caja de 12: $133.32')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));

    expect(await screen.findByText(ADMIN_MSG.adminVariantSaved)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PUT', 'admin/variants/11');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'AR-1005-NEG', colorid: 1, priceCents: 1234, discountPercent: 10 });
    // The stock did not change: nothing about it is sent, so units sold meanwhile stay sold.
    expect(callsTo(fetchMock, 'PUT', 'admin/variants/11')).toHaveLength(1);
  });

  it('refuses a price of 0 and a discount over 100 before sending anything', async () => {
    const fetchMock = stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products/5': () => ({ body: { ok: true, product: product() } }),
    });
    renderAt('/admin/products/5');
    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    await userEvent.clear(within(card).getByLabelText('Precio por par o unidad (IVA incluido)'));
    await userEvent.type(within(card).getByLabelText('Precio por par o unidad (IVA incluido)'), '0');
    await userEvent.clear(within(card).getByLabelText('Descuento (%)'));
    await userEvent.type(within(card).getByLabelText('Descuento (%)'), '120');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));

    expect(await within(card).findByText(ADMIN_MSG.adminPriceInvalid)).toBeInTheDocument();
    expect(within(card).getByText(ADMIN_MSG.adminDiscountInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', 'admin/variants/11')).toHaveLength(0);
  });

  const sized = (stock: AdminProduct['variants'][number]['stock']) =>
    product({ stockType: 'SIZES', variants: [{ ...product().variants[0], stock }] });

  it('sends, in the one save, only the sizes that changed with the quantity each started from, then shows what the server kept', async () => {
    let server = sized([
      { sizeid: 3, sizeName: '38', quantity: 5 },
      { sizeid: 4, sizeName: '39', quantity: 12 },
    ]);
    const fetchMock = stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products/5': () => ({ body: { ok: true, product: server } }),
      // 38 has orders in progress: the server keeps it at 0 instead of removing it, and says so.
      'PUT admin/variants/11': () => {
        server = sized([
          { sizeid: 3, sizeName: '38', quantity: 0 },
          { sizeid: 4, sizeName: '39', quantity: 12 },
          { sizeid: 5, sizeName: '40', quantity: 8 },
        ]);
        return { body: { ok: true, msg: ADMIN_MSG.adminStockSizesKept(['38']) } };
      },
    });
    renderAt('/admin/products/5');
    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    expect(within(card).getByLabelText('Talla 38')).toHaveValue(5);
    expect(within(card).getByLabelText('Talla 40')).toHaveValue(null);

    await userEvent.clear(within(card).getByLabelText('Talla 38'));
    await userEvent.type(within(card).getByLabelText('Talla 40'), '8');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));

    expect(await screen.findByText(ADMIN_MSG.adminStockSizesKept(['38']))).toBeInTheDocument();
    const puts = callsTo(fetchMock, 'PUT', 'admin/variants/11');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0][1]?.body))).toEqual({
      code: 'AR-1005-NEG',
      colorid: 1,
      priceCents: 4550,
      discountPercent: 0,
      stock: [
        { sizeid: 3, expected: 5, quantity: null },
        { sizeid: 5, expected: null, quantity: 8 },
      ],
    });
    // Saved: the card now starts from what the server has (38 at 0), so saving again sends no stock.
    await vi.waitFor(() => expect(within(card).getByLabelText('Talla 38')).toHaveValue(0));
    expect(within(card).getByLabelText('Talla 40')).toHaveValue(8);
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT', 'admin/variants/11')).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', 'admin/variants/11')[1][1]?.body))).not.toHaveProperty('stock');
  });

  it('refuses a quantity over the server limit before sending anything', async () => {
    const fetchMock = stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products/5': () => ({ body: { ok: true, product: product() } }),
    });
    renderAt('/admin/products/5');
    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    const boxes = within(card).getByLabelText('Cajas en stock');
    await userEvent.clear(boxes);
    await userEvent.type(boxes, String(MAX_STOCK_QUANTITY + 1));
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(ADMIN_MSG.adminStockQuantityInvalid);
    expect(callsTo(fetchMock, 'PUT', 'admin/variants/11')).toHaveLength(0);

    await userEvent.clear(boxes);
    await userEvent.type(boxes, String(MAX_STOCK_QUANTITY));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stock sold while editing: says so, shows the size as it is now and keeps the other typed sizes', async () => {
    // Opened with 38: 5, 39: 20; meanwhile 2 pairs of 39 are sold.
    let server = sized([
      { sizeid: 3, sizeName: '38', quantity: 5 },
      { sizeid: 4, sizeName: '39', quantity: 20 },
    ]);
    const conflict = ADMIN_MSG.adminStockChanged('la talla 39', 18);
    const fetchMock = stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products/5': () => ({ body: { ok: true, product: server } }),
      'PUT admin/variants/11': ({ body }) => {
        const change = (body as { stock: { sizeid: number; expected: number }[] }).stock.find((c) => c.sizeid === 4);
        return change?.expected === 18
          ? { body: { ok: true, msg: ADMIN_MSG.adminVariantSaved } }
          : { status: 409, body: { ok: false, msg: conflict } };
      },
    });
    renderAt('/admin/products/5');
    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    server = sized([
      { sizeid: 3, sizeName: '38', quantity: 5 },
      { sizeid: 4, sizeName: '39', quantity: 18 },
    ]);
    await userEvent.clear(within(card).getByLabelText('Talla 38'));
    await userEvent.type(within(card).getByLabelText('Talla 38'), '9');
    await userEvent.clear(within(card).getByLabelText('Talla 39'));
    await userEvent.type(within(card).getByLabelText('Talla 39'), '25');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(conflict);
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', 'admin/variants/11')[0][1]?.body)).stock).toEqual([
      { sizeid: 3, expected: 5, quantity: 9 },
      { sizeid: 4, expected: 20, quantity: 25 },
    ]);
    // Read again: 39 shows the 18 there are now; 38 (unchanged on the server) keeps the 9 typed.
    await vi.waitFor(() => expect(within(card).getByLabelText('Talla 39')).toHaveValue(18));
    expect(within(card).getByLabelText('Talla 38')).toHaveValue(9);

    await userEvent.clear(within(card).getByLabelText('Talla 39'));
    await userEvent.type(within(card).getByLabelText('Talla 39'), '23');
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT', 'admin/variants/11')).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', 'admin/variants/11')[1][1]?.body)).stock).toEqual([
      { sizeid: 3, expected: 5, quantity: 9 },
      { sizeid: 4, expected: 18, quantity: 23 },
    ]);
  });
});

describe('unsaved changes', () => {
  const listBody = () => ({ body: { ok: true, products: [], info: { currentPage: 1, totalPages: 1, limit: 20, total: 0 } } });
  const unloadIsHeld = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before leaving with an edited variant or product form, and lets go once saved', async () => {
    const fetchMock = stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products/5': () => ({ body: { ok: true, product: product() } }),
      'GET admin/products': listBody,
      'PUT admin/variants/11': () => ({ body: { ok: true, msg: ADMIN_MSG.adminVariantSaved } }),
    });
    const history = renderAt('/admin/products/5');
    const card = await screen.findByRole('article', { name: 'Variante AR-1005-NEG' });
    expect(unloadIsHeld()).toBe(false);

    // A stock quantity typed and not saved: the link back asks first; staying keeps what was typed.
    await userEvent.clear(within(card).getByLabelText('Cajas en stock'));
    await userEvent.type(within(card).getByLabelText('Cajas en stock'), '55');
    expect(unloadIsHeld()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Volver a productos' }));
    const ask = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(ask).toHaveTextContent('Tiene cambios sin guardar');
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history.place().pathname).toBe('/admin/products/5');
    expect(within(card).getByLabelText('Cajas en stock')).toHaveValue(55);

    // Saved: nothing is pending, so leaving does not ask.
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar variante' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT', 'admin/variants/11')).toHaveLength(1));
    await vi.waitFor(() => expect(unloadIsHeld()).toBe(false));

    // The product's own form counts too; 'Salir sin guardar' goes.
    await userEvent.type(screen.getByLabelText('Nombre'), ' Plus');
    await userEvent.click(screen.getByRole('link', { name: 'Volver a productos' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));
    await vi.waitFor(() => expect(history.place().pathname).toBe('/admin/products'));
    expect(unloadIsHeld()).toBe(false);
  });
});

describe('the stock draft', () => {
  it('follows the server on untouched rows and keeps typed ones with where they started', () => {
    const base = { '3': '5', '4': '20', '5': '1' };
    const draft = { '3': '9', '4': '20', '5': '1' };
    const server = { '3': '4', '4': '18' };
    expect(rebaseStock(base, draft, server)).toEqual({ base: { '3': '5', '4': '18' }, draft: { '3': '9', '4': '18' } });
    expect(rebaseStock(base, draft, server, true)).toEqual({ base: server, draft: server });
  });

  it('lists only the changed rows, with the quantity each started from', () => {
    expect(stockChanges('BOXES', { single: '40' }, { single: ' 40 ' })).toEqual({ changes: [] });
    expect(stockChanges('BOXES', { single: '40' }, { single: '' })).toEqual({ changes: [{ sizeid: null, expected: 40, quantity: 0 }] });
    expect(stockChanges('UNITS', {}, { single: '7' })).toEqual({ changes: [{ sizeid: null, expected: null, quantity: 7 }] });
    expect(stockChanges('SIZES', { '4': '2' }, { '4': '2', '10': '3' })).toEqual({
      changes: [{ sizeid: 10, expected: null, quantity: 3 }],
    });
    expect(stockChanges('SIZES', {}, { '4': '2.5' })).toEqual({ error: ADMIN_MSG.adminStockQuantityInvalid });
    expect(stockChanges('SIZES', {}, { '4': String(MAX_STOCK_QUANTITY + 1) })).toEqual({ error: ADMIN_MSG.adminStockQuantityInvalid });
  });
});

describe('the new product page', () => {
  const newProductApi = () =>
    stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'POST admin/products': () => ({ status: 201, body: { ok: true, msg: ADMIN_MSG.adminProductCreated, productid: 5 } }),
      'GET admin/products/5': () => ({ body: { ok: true, product: product({ variants: [] }) } }),
    });
  /** The first value of every lookup select. */
  const pickEveryLookup = async () => {
    for (const label of ['Marca', 'Género', 'Categoría', 'Material', 'Tipo', 'Tecnología', 'Uso']) {
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      await userEvent.selectOptions(select, select.options[1]);
    }
  };

  it('says what is missing, then creates the product and opens it', async () => {
    const fetchMock = newProductApi();
    const history = renderAt('/admin/products/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText(ADMIN_MSG.adminProductNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MSG.adminPick('la marca'))).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nombre'), 'Zapatilla Andes Runner Inti');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de stock'), 'Por tallas');
    await pickEveryLookup();
    await userEvent.click(screen.getByRole('switch', { name: /Preventa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear producto' }));

    await vi.waitFor(() => expect(history.place().pathname).toBe('/admin/products/5'));
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/products');
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
  it('sends the pairs per box of a BOXES product, and none once another stock type is chosen', async () => {
    const fetchMock = newProductApi();
    const history = renderAt('/admin/products/new');
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Bota Caja de Diez');
    await pickEveryLookup();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de stock'), 'Por cajas');
    const perBox = screen.getByLabelText('Pares (o unidades) por caja');
    expect(perBox).toHaveValue(12);
    await userEvent.clear(perBox);
    await userEvent.type(perBox, '10');
    // another type hides the field: what it held is not sent, so a saved product keeps its own
    await userEvent.selectOptions(screen.getByLabelText('Tipo de stock'), 'Por tallas');
    expect(screen.queryByLabelText('Pares (o unidades) por caja')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    await vi.waitFor(() => expect(history.place().pathname).toBe('/admin/products/5'));
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/products');
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('unitsPerBox');
  });

  it('sends the pairs per box typed for a BOXES product', async () => {
    const fetchMock = newProductApi();
    const history = renderAt('/admin/products/new');
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Bota Caja de Diez');
    await pickEveryLookup();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de stock'), 'Por cajas');
    const perBox = screen.getByLabelText('Pares (o unidades) por caja');
    await userEvent.clear(perBox);
    await userEvent.type(perBox, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Crear producto' }));
    await vi.waitFor(() => expect(history.place().pathname).toBe('/admin/products/5'));
    const [[, init]] = callsTo(fetchMock, 'POST', 'admin/products');
    expect(JSON.parse(String(init?.body))).toMatchObject({ stockType: 'BOXES', unitsPerBox: 10 });
  });
});

describe('the products list', () => {
  const row = (overrides: Partial<AdminProductRow>): AdminProductRow => ({
    productid: 1,
    name: 'Producto',
    brand: { brandid: 1, name: 'Andes Runner' },
    stockType: 'BOXES',
    unitsPerBox: 12,
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
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products': () => ({
        body: {
          ok: true,
          products: [
            row({ productid: 1, name: 'Bota Cumbre', totalStock: 3, preventa: true }),
            row({ productid: 2, name: 'Sandalia Playa', stockType: 'SIZES', active: false, priceCents: null, variantCount: 0 }),
            row({ productid: 3, name: 'Bota Agotada', totalStock: 0 }),
          ],
          info: { currentPage: 1, totalPages: 3, limit: 20, total: 42 },
        },
      }),
    });
    const history = renderAt('/admin/products');
    const table = await screen.findByRole('table', { name: 'Productos del catálogo' });
    const bota = within(table).getByRole('link', { name: 'Bota Cumbre' }).closest('tr') as HTMLElement;
    // a box product's stock counts boxes: three boxes are 36 pairs, plenty; none is red
    expect(within(bota).getByText('3 cajas')).toHaveClass('bg-emerald-50');
    const agotada = within(table).getByRole('link', { name: 'Bota Agotada' }).closest('tr') as HTMLElement;
    expect(within(agotada).getByText('0 cajas')).toHaveClass('bg-red-50');
    expect(within(bota).getByText('$45.50')).toBeInTheDocument();
    expect(within(bota).getByText('Preventa')).toBeInTheDocument();
    const sandalia = within(table).getByRole('link', { name: 'Sandalia Playa' }).closest('tr') as HTMLElement;
    expect(within(sandalia).getByText('Inactivo')).toBeInTheDocument();
    expect(within(sandalia).getByText('Sin precio')).toBeInTheDocument();
    expect(within(sandalia).getByText('40')).toHaveClass('bg-emerald-50');
    expect(screen.getByText('42 productos')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Buscar por nombre o código'), 'ar-1005{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Inactivo');
    await vi.waitFor(() => expect(history.place().search).toBe('?q=ar-1005&active=false'));
    const urls = callsTo(fetchMock, 'GET', 'admin/products').map(([url]) => String(url));
    expect(urls.at(-1)).toBe('/api/admin/products?q=ar-1005&active=false&page=1&size=20');
  });
  it('reads a brand filter typed into the address like the store: 0x1 or abc is no filter', async () => {
    const fetchMock = stubApi({
      'GET admin/products/options': () => ({ body: options }),
      'GET admin/products': () => ({ body: { ok: true, products: [], info: { currentPage: 1, totalPages: 1, limit: 20, total: 0 } } }),
    });
    renderAt('/admin/products?brandid=0x1');
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', 'admin/products')).toHaveLength(1));
    expect(String(callsTo(fetchMock, 'GET', 'admin/products')[0][0])).toBe('/api/admin/products?page=1&size=20');
  });
});
