import { MSG } from '@store/contracts/messages';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { MemoryRouter, Route, Switch, useLocation, useParams } from '../../lib/router.tsx';
import { session } from '../../lib/session.ts';
import { cartLine, cartResponse } from '../../test/fixtures.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../test/render-with-providers.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  sessionStorage.clear();
  onlineManager.setOnline(true);
  vi.useRealTimers();
  session.clear();
  vi.unstubAllGlobals();
});

/** Where checkout leads: the order the address names, and whether it was opened over the list. */
function OrderLanding() {
  const { orderId } = useParams();
  const over = (useLocation().state as { overList?: boolean } | null)?.overList === true;
  return orderId ? <h1 data-over-list={String(over)}>Orden #{orderId}</h1> : <h1>Página de órdenes</h1>;
}

const quantityInput = () => screen.getByRole('spinbutton', { name: 'Cantidad de Zapatilla casual Austro Sendero' });

describe('CartPage', () => {
  it('sends one PUT with the last quantity 1200 ms after typing stops', async () => {
    signIn();
    let quantity = 3;
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine({ quantity, line_total: quantity * 12 * 22.9 })]) }),
      'PUT shopping_cart/update_quantity': ({ body }) => {
        quantity = (body as { quantity: number }).quantity;
        return { body: { ok: true, msg: 'Cantidad actualizada' } };
      },
    });
    renderWithProviders(<CartPage />, '/cart');
    // The heading shows while the cart loads too: the line's field is what says it has arrived.
    await screen.findByRole('spinbutton', { name: 'Cantidad de Zapatilla casual Austro Sendero' });

    vi.useFakeTimers();
    fireEvent.change(quantityInput(), { target: { value: '4' } });
    await act(() => vi.advanceTimersByTimeAsync(800));
    fireEvent.change(quantityInput(), { target: { value: '5' } });
    await act(() => vi.advanceTimersByTimeAsync(1199));
    expect(callsTo(fetchMock, 'PUT', 'shopping_cart/update_quantity')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    const puts = callsTo(fetchMock, 'PUT', 'shopping_cart/update_quantity');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0][1]?.body))).toEqual({ cartdetailid: 1, quantity: 5 });
    // the answer, the toast and the refetch are scheduled on the (fake) clock too
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    expect(await screen.findByText('Cantidad actualizada')).toBeInTheDocument();
    // the reloaded line total and the cart total: 5 boxes of 12 pairs at $22.90
    expect(await screen.findAllByText('$1,374.00')).toHaveLength(2);
  });

  it('moves UNITS products by half boxes and never sends a quantity that is not a multiple of 6', async () => {
    signIn();
    const bag = cartLine({
      quantity: 12,
      available: 18,
      line_total: 226.8,
      cart_product: {
        ...cartLine().cart_product,
        code: 'AR-1237-ROS',
        product: {
          productid: 237,
          name: 'Bolso de gimnasio Andes Runner Club',
          stocktype: 'UNITS',
          unit: 'UNIT',
          units_per_box: 12,
          preventa: false,
          product_brand: { name: 'Andes Runner' },
        },
      },
    });
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([bag]) }),
      'PUT shopping_cart/update_quantity': () => ({ body: { ok: true, msg: 'Cantidad actualizada' } }),
    });
    renderWithProviders(<CartPage />, '/cart');
    const input = await screen.findByRole('spinbutton', { name: 'Cantidad de Bolso de gimnasio Andes Runner Club' });

    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '13' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(callsTo(fetchMock, 'PUT', 'shopping_cart/update_quantity')).toHaveLength(0);
    // Why, said as a toast once typing pauses (docs/product.md §8), not as text under the field.
    vi.useRealTimers();
    expect(
      await screen.findByText('Este producto se vende por caja (12 pares) o media caja (6 pares): la cantidad debe ser múltiplo de 6'),
    ).toBeInTheDocument();
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Aumentar la cantidad de Bolso de gimnasio Andes Runner Club' }));
    expect(input).toHaveValue(18);
    expect(screen.getByRole('button', { name: 'Aumentar la cantidad de Bolso de gimnasio Andes Runner Club' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    const puts = callsTo(fetchMock, 'PUT', 'shopping_cart/update_quantity');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ cartdetailid: 1, quantity: 18 }]);
  });

  it("shows the server's refusal as a toast and puts the saved quantity back", async () => {
    signIn();
    stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine({ available: 300 })]) }),
      'PUT shopping_cart/update_quantity': () => ({
        status: 400,
        body: { ok: false, msg: 'La cantidad solicitada es mayor al stock disponible' },
      }),
    });
    renderWithProviders(<CartPage />, '/cart');
    // The heading shows while the cart loads too: the line's field is what says it has arrived.
    await screen.findByRole('spinbutton', { name: 'Cantidad de Zapatilla casual Austro Sendero' });

    vi.useFakeTimers();
    fireEvent.change(quantityInput(), { target: { value: '250' } });
    await act(() => vi.advanceTimersByTimeAsync(1200));
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    expect(await screen.findByText('La cantidad solicitada es mayor al stock disponible')).toBeInTheDocument();
    expect(quantityInput()).toHaveValue(3);
  });

  it('toasts the message of an invalid discount code and shows the discount line of a valid one', async () => {
    signIn();
    stubApi({
      'GET shopping_cart/my_cart': ({ url }) => {
        const code = url.searchParams.get('discountcode');
        const cart = cartResponse([cartLine()]);
        if (code === 'NOVALE') return { body: { ...cart, msg: 'El código de descuento no es válido o ha expirado' } };
        if (code === 'MAYORISTA10') {
          Object.assign(cart.userCart.summary, { discountcode: 'MAYORISTA10', discount_value: 10, discount_amount: 6.87, total: 61.83 });
        }
        return { body: cart };
      },
    });
    renderWithProviders(<CartPage />, '/cart');
    const codeInput = await screen.findByLabelText('Código de descuento');

    await userEvent.type(codeInput, 'NOVALE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('El código de descuento no es válido o ha expirado')).toBeInTheDocument();
    expect(codeInput).toHaveValue('NOVALE');

    await userEvent.clear(codeInput);
    await userEvent.type(codeInput, 'MAYORISTA10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(await within(summary).findByText('Descuento MAYORISTA10 (10%)')).toBeInTheDocument();
    expect(within(summary).getByText('-$6.87')).toBeInTheDocument();
    expect(within(summary).getByText('$61.83')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('places the order with the applied code and nothing more (its e-mails are the server’s), reloads the cart and lands on the new order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn();
    let lines = [cartLine()];
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': ({ url }) => {
        const cart = cartResponse(lines);
        if (url.searchParams.get('discountcode') === 'MAYORISTA10' && lines.length) {
          Object.assign(cart.userCart.summary, { discountcode: 'MAYORISTA10', discount_value: 10, discount_amount: 6.87, total: 61.83 });
        }
        return { body: cart };
      },
      'POST sale/make_sale': () => {
        lines = [];
        return { status: 201, body: { ok: true, msg: 'Su orden fue recibida. Le enviaremos la confirmación por correo.', saleid: 7 } };
      },
    });
    renderWithProviders(
      <Switch>
        <Route path="/cart">{<CartPage />}</Route>
        <Route path="/orders/:orderId?">{<OrderLanding />}</Route>
      </Switch>,
      '/cart',
    );
    await user.type(await screen.findByLabelText('Código de descuento'), 'MAYORISTA10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Descuento MAYORISTA10 (10%)');

    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar compra' });
    expect(dialog).toHaveTextContent('¿Desea confirmar su compra por un total de $61.83?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar compra' }));

    expect(await screen.findByText('Su orden fue recibida. Le enviaremos la confirmación por correo.')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', 'sale/make_sale');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({ discountcode: 'MAYORISTA10' });
    // The order's e-mails are the server's, queued with the order: the page asks for nothing more.
    expect(callsTo(fetchMock, 'GET', 'product/process_orders')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', 'shopping_cart/my_cart').length).toBeGreaterThan(2);

    // at once on the new order's own address, over the orders list (going back closes it)
    expect(await screen.findByRole('heading', { name: 'Orden #7' })).toHaveAttribute('data-over-list', 'true');
  });

  it('asks which branch the order goes to, the main one chosen first, and sends the one picked', async () => {
    signIn();
    const branch = { province: 'Azuay', parish: 'Cuenca', reference: '', phone: '072845678', contact: 'María Quezada' };
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'GET company/branches': () => ({
        body: {
          ok: true,
          branches: [
            { ...branch, branchid: 1, name: 'Matriz', canton: 'Cuenca', street: 'Calle Gran Colombia 8-45', main: true },
            {
              ...branch,
              branchid: 2,
              name: 'Local Gualaceo',
              canton: 'Gualaceo',
              parish: 'Gualaceo',
              street: 'Av. Jaime Roldós 3-12',
              main: false,
            },
          ],
        },
      }),
      'POST sale/make_sale': () => ({ status: 201, body: { ok: true, msg: 'Su orden fue recibida.', saleid: 8 } }),
    });
    renderWithProviders(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Finalizar compra' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalizar compra' }));
    const select = await dialog.findByLabelText('Enviar a la sucursal');
    expect(select).toHaveDisplayValue('Matriz (principal)');
    expect(dialog.getByText(/Calle Gran Colombia 8-45, Cuenca, Cuenca, Azuay/)).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Local Gualaceo');
    expect(dialog.getByText(/Av. Jaime Roldós 3-12, Gualaceo, Gualaceo, Azuay/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar compra' }));
    await screen.findByText('Su orden fue recibida.');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', 'sale/make_sale')[0][1]?.body))).toEqual({ branchid: 2 });
  });

  it("shows the server's reason when the order cannot be placed and stays on the cart", async () => {
    signIn();
    stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'POST sale/make_sale': () => ({
        status: 409,
        body: {
          ok: false,
          msg: 'La cantidad solicitada es mayor al stock disponible para AU-1240-VIN. Ajuste su carrito e intente de nuevo.',
        },
      }),
    });
    renderWithProviders(<CartPage />, '/cart');

    await userEvent.click(await screen.findByRole('button', { name: 'Finalizar compra' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar compra' }));

    expect(
      await screen.findByText(
        'La cantidad solicitada es mayor al stock disponible para AU-1240-VIN. Ajuste su carrito e intente de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('¡Gracias por su compra!')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Cantidad de Zapatilla casual Austro Sendero' })).toBeInTheDocument();
  });

  it('keeps a refusal for passing the credit limit on screen long enough to read it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const refusal = MSG.creditExceeded(82_440, 50_000, 300_000);
    stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'POST sale/make_sale': () => ({ status: 409, body: { ok: false, msg: refusal } }),
    });
    renderWithProviders(<CartPage />, '/cart');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Finalizar compra' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar compra' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(refusal).toContain('supera su crédito disponible de $500.00 (límite $3,000.00)');
    // a plain toast is gone after 4 s; this one is still there after 10
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('¡Gracias por su compra!')).not.toBeInTheDocument();
  });

  it('shows the empty cart with a way to the store', async () => {
    signIn();
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([]) }) });
    renderWithProviders(<CartPage />, '/cart');

    expect(await screen.findByText('No hay productos en el carrito de compras')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/store');
  });

  it('keeps the applied discount code through a reload and asks for it again', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': ({ url }) => {
        const cart = cartResponse([cartLine()]);
        if (url.searchParams.get('discountcode') === 'MAYORISTA10') {
          Object.assign(cart.userCart.summary, { discountcode: 'MAYORISTA10', discount_value: 10, discount_amount: 6.87, total: 61.83 });
        }
        return { body: cart };
      },
    });
    const first = renderWithProviders(<CartPage />, '/cart');
    await userEvent.type(await screen.findByLabelText('Código de descuento'), 'MAYORISTA10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Descuento MAYORISTA10 (10%)');
    first.unmount();

    renderWithProviders(<CartPage />, '/cart');
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(await within(summary).findByText('Descuento MAYORISTA10 (10%)')).toBeInTheDocument();
    expect(within(summary).getByText('$61.83')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de descuento')).toHaveValue('MAYORISTA10');
    const asked = callsTo(fetchMock, 'GET', 'shopping_cart/my_cart').map(([input]) => new URL(String(input), 'http://x'));
    expect(asked.at(-1)?.searchParams.get('discountcode')).toBe('MAYORISTA10');
  });

  it('a kept code that is no longer valid is toasted once and dropped', async () => {
    signIn();
    sessionStorage.setItem('calzado-andino.discount-code.2', 'VERANO');
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': ({ url }) => {
        const cart = cartResponse([cartLine()]);
        return {
          body: url.searchParams.get('discountcode') ? { ...cart, msg: 'El código de descuento no es válido o ha expirado' } : cart,
        };
      },
    });
    renderWithProviders(<CartPage />, '/cart');
    expect(await screen.findByText('El código de descuento no es válido o ha expirado')).toBeInTheDocument();
    await vi.waitFor(() => expect(sessionStorage.getItem('calzado-andino.discount-code.2')).toBeNull());
    const codes = callsTo(fetchMock, 'GET', 'shopping_cart/my_cart').map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('discountcode'),
    );
    expect(codes).toEqual(['VERANO', null]);
  });

  it('says how many are left under a line above its stock, and keeps checkout off until it is fixed', async () => {
    signIn();
    let lines = [
      cartLine({ cartdetailid: 1, quantity: 5, available: 2 }),
      cartLine({
        cartdetailid: 2,
        quantity: 3,
        available: 0,
        cart_product: {
          ...cartLine().cart_product,
          code: 'AU-1241-NEG',
          product: { ...cartLine().cart_product.product, name: 'Bota Austro' },
        },
      }),
    ];
    stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse(lines) }),
      'DELETE shopping_cart/delete_of_cart/2': () => {
        lines = lines.filter((l) => l.cartdetailid !== 2);
        return { body: { ok: true, msg: 'Producto eliminado del carrito' } };
      },
      'PUT shopping_cart/update_quantity': () => {
        lines = [{ ...lines[0], quantity: 2 }];
        return { body: { ok: true, msg: 'Cantidad actualizada' } };
      },
    });
    renderWithProviders(<CartPage />, '/cart');

    // 'Solo hay 2 disponibles' (a box product may say '2 cajas')
    expect(await screen.findByText(/^Solo hay 2 .*disponibles$/)).toBeInTheDocument();
    expect(screen.getByText('Ya no está disponible: retírelo del carrito')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
    expect(
      screen.getByText('2 productos superan el stock disponible: ajuste sus cantidades para finalizar la compra.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar Bota Austro del carrito' }));
    expect(
      await screen.findByText('Un producto supera el stock disponible: ajuste su cantidad para finalizar la compra.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Disminuir la cantidad de Zapatilla casual Austro Sendero' }));
    expect(quantityInput()).toHaveValue(2);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByText(/Solo hay/)).not.toBeInTheDocument();
  });

  it('shows placeholders shaped like the cart while it loads, not a spinner', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<CartPage />, '/cart');
    const loading = screen.getByRole('status');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('.animate-pulse').length).toBeGreaterThan(5);
    expect(document.querySelector('.animate-spin')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Carrito de compras' })).toBeInTheDocument();
  });

  it('offline, placing the order fails at once saying there is no connection, and nothing is sent later', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'POST sale/make_sale': () => ({ status: 201, body: { ok: true, msg: 'Su orden fue recibida.', saleid: 9 } }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/cart']}>
          <CartPage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Finalizar compra' }));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar compra' }));

    expect(await screen.findByText('Sin conexión. Revise su internet e intente de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText('Error inesperado al confirmar la compra ❌')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled();

    offline.mockRestore();
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'POST', 'sale/make_sale')).toHaveLength(0);
  });
});
