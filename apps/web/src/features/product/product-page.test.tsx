import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { MemoryRouter, Route, Switch } from '../../lib/router.tsx';
import { session } from '../../lib/session.ts';
import { variantFixture } from '../../test/fixtures.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { signIn } from '../../test/render-with-providers.tsx';
import { ProductPage } from './product-page.tsx';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
});

const named = (key: string, id: number, name: string) => ({ [key]: id, name });
const detail = {
  ok: true,
  product: {
    productInfo: {
      productid: 240,
      name: 'Zapatilla casual Austro Sendero',
      description: 'Cuero y suela de caucho.',
      brandid: 1,
      stocktype: 'BOXES',
      unit: 'PAIR',
      units_per_box: 12,
      thumbnail: '/media/products/running.svg',
      preventa: false,
      price: 22.9,
      discount_value: 0,
      marca: named('brandid', 1, 'Austro'),
      gender: named('genderid', 1, 'Hombre'),
      category: named('categoryid', 1, 'Zapatillas'),
      material: named('materialid', 1, 'Cuero'),
      type: named('typeid', 1, 'Casual'),
      technology: named('technologyid', 1, 'Ninguna'),
      use: named('useid', 1, 'Diario'),
    },
    productVariants: [variantFixture({ stock: 20, price: 22.9 })],
  },
};

/** A SIZES colour of 18 pairs: 38 (6), 39 (none) and 40 (12). */
const sized = {
  ok: true,
  product: {
    ...detail.product,
    productInfo: { ...detail.product.productInfo, stocktype: 'SIZES' },
    productVariants: [
      variantFixture({
        prodvarid: 501,
        stock: 18,
        price: 22.9,
        stock_sizes: [
          { stockid: 1, sizeid: 38, name: '38', quantity: 6 },
          { stockid: 2, sizeid: 39, name: '39', quantity: 0 },
          { stockid: 3, sizeid: 40, name: '40', quantity: 12 },
        ],
      }),
    ],
  },
};

/** The product page with the app's own query client (its network rules are part of what is tested). */
function renderProduct(search: string) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/product${search}`]}>
        <Switch>
          <Route path="/product">{<ProductPage />}</Route>
          <Route path="/cart">{<h1>Carrito</h1>}</Route>
        </Switch>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('ProductPage', () => {
  it('an unknown product shows the error page and an error toast with the server message', async () => {
    signIn();
    stubApi({ 'GET product/get_by_id/999': () => ({ status: 404, body: { ok: false, msg: 'El producto no existe' } }) });
    renderProduct('?productid=999');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada...' })).toBeInTheDocument();
    expect(await screen.findByText('El producto no existe')).toBeInTheDocument();
  });

  it('a product id that is no id shows the error page and the toast without asking the server', async () => {
    signIn();
    const fetchMock = stubApi({});
    renderProduct('?productid=abc');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada...' })).toBeInTheDocument();
    expect(await screen.findByText('El producto no existe')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows placeholders shaped like the page while it loads, not a spinner', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderProduct('?productid=240');
    const loading = screen.getByRole('status');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('Cargando...');
    expect(loading.querySelectorAll('.animate-pulse').length).toBeGreaterThan(5);
    expect(document.querySelector('.animate-spin')).toBeNull();
  });

  it('offline, adding to the cart fails at once with a message, lets the buyer retry, and sends nothing later', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET product/get_by_id/240': () => ({ body: detail }),
      'POST shopping_cart/add_product': () => ({ status: 201, body: { ok: true, msg: 'Producto agregado al carrito' } }),
      'GET shopping_cart/my_cart': () => ({ status: 404, body: { ok: false, msg: 'x' } }),
    });
    const user = renderProduct('?productid=240');
    await screen.findByRole('heading', { name: 'Zapatilla casual Austro Sendero' });
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    expect(await screen.findByText('Sin conexión. Revise su internet e intente de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Cajas' })).toHaveValue('1');

    // The connection comes back: nothing was queued, and the buyer's retry is what sends the add.
    offline.mockRestore();
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'POST', 'shopping_cart/add_product')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('Producto agregado al carrito')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', 'shopping_cart/add_product')).toHaveLength(1));
  });

  it('SIZES: the size curve adds every chosen size of the colour in one request', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET product/get_by_id/240': { body: sized },
      'GET stock_alerts/mine': { body: { ok: true, alerts: [] } },
      'POST shopping_cart/add_many': { body: { ok: true, msg: 'ignored: the page counts `added`', added: 2 } },
      'GET shopping_cart/my_cart': { status: 404, body: { ok: false, msg: 'x' } },
    });
    const user = renderProduct('?productid=240');
    expect(await screen.findByRole('heading', { name: 'Curva de tallas' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(screen.getByLabelText('Pares de la talla 38'), '6');
    await user.click(screen.getByRole('button', { name: 'Un par más de la talla 40' }));
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('2 productos agregados al carrito')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', 'shopping_cart/add_many');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({
      lines: [
        { prodvarid: 501, line: 1, quantity: 6, sizeid: 38 },
        { prodvarid: 501, line: 3, quantity: 1, sizeid: 40 },
      ],
    });
    expect(callsTo(fetchMock, 'POST', 'shopping_cart/add_product')).toHaveLength(0);
  });

  it('SIZES: a refused line names its size («Talla 40: …»), not the line the server counted', async () => {
    signIn();
    stubApi({
      'GET product/get_by_id/240': { body: sized },
      'GET stock_alerts/mine': { body: { ok: true, alerts: [] } },
      'POST shopping_cart/add_many': { status: 400, body: { ok: false, msg: 'Línea 3: solo hay 3 pares disponibles' } },
      'GET shopping_cart/my_cart': { status: 404, body: { ok: false, msg: 'x' } },
    });
    const user = renderProduct('?productid=240');
    await user.type(await screen.findByLabelText('Pares de la talla 40'), '5');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('Talla 40: solo hay 3 pares disponibles')).toBeInTheDocument();
    expect(screen.getByLabelText('Pares de la talla 40')).toHaveValue('5');
  });

  it('a sold-out colour is greyed «Agotado»; chosen, it shows its pictures and «Avísame cuando haya stock», no add button', async () => {
    signIn();
    const withSoldOut = {
      ok: true,
      product: {
        ...detail.product,
        productVariants: [
          variantFixture({ prodvarid: 601, code: 'AS-601-NEG', stock: 20, price: 22.9 }),
          variantFixture({
            prodvarid: 602,
            code: 'AS-602-ROJ',
            stock: 0,
            price: 22.9,
            color: { colorid: 9, name: 'Rojo', hexcode: '#cc0000' },
            product_media: [{ url: '/media/products/rojo.svg', type: 'image' }],
          }),
        ],
      },
    };
    const fetchMock = stubApi({
      'GET product/get_by_id/240': { body: withSoldOut },
      'GET stock_alerts/mine': { body: { ok: true, alerts: [] } },
      'POST stock_alerts': { status: 201, body: { ok: true, msg: 'Le avisaremos por correo cuando haya stock', alert: {} } },
    });
    const user = renderProduct('?productid=240');
    await screen.findByRole('heading', { name: 'Zapatilla casual Austro Sendero' });
    // the first colour that can be bought is the one chosen
    expect(screen.getByText(/^Código AS-601-NEG/, { selector: 'p' })).toBeInTheDocument();
    const soldOut = screen.getByTitle('Código AS-602-ROJ · Rojo · Agotado');
    expect(soldOut).toHaveTextContent('Agotado');
    await user.click(soldOut);
    expect(screen.getByTestId('sold-out')).toHaveTextContent('El color Rojo está agotado');
    expect(screen.queryByRole('button', { name: 'Agregar al carrito' })).toBeNull();
    expect(document.querySelector('img[src="/media/products/rojo.svg"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Avísame cuando haya stock' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', 'stock_alerts')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', 'stock_alerts')[0][1]?.body))).toEqual({ prodvarid: 602, sizeid: null });
  });
});
