import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { cartLine, cartResponse } from '../../test/fixtures.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../test/render-with-providers.tsx';
import { CartPage } from './cart-page.tsx';
import { CartDropdown } from './components/cart-dropdown.tsx';

beforeAll(() => {
  // Radix measures the popover's anchor; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.useRealTimers();
  session.clear();
  vi.unstubAllGlobals();
});

/** Two boxes of 12 pairs at $22.90 a pair, on pre-sale: 24 pairs, $549.60 (the server's total). */
const boxLine = (overrides: Parameters<typeof cartLine>[0] = {}) => {
  const base = cartLine();
  return cartLine({
    quantity: 2,
    line_total: 549.6,
    ...overrides,
    cart_product: {
      ...base.cart_product,
      product: {
        ...base.cart_product.product,
        preventa: true,
        box_size_run: [38, 39, 40, 41, 42, 43].map((size, i) => ({ size: String(size), count: [1, 2, 3, 3, 2, 1][i] })),
      },
      ...overrides.cart_product,
    },
  });
};

/** A ball, counted in units and sold by the box (12) or half box (6): 12 at $8.50. */
const ballLine = () => {
  const base = cartLine();
  return cartLine({
    cartdetailid: 2,
    quantity: 12,
    available: 60,
    line_total: 102,
    cart_product: {
      ...base.cart_product,
      prodvarid: 930,
      price: 8.5,
      code: 'AR-1300-BLA',
      color: { name: 'Blanco', hexcode: '#FFFFFF' },
      product: {
        productid: 300,
        name: 'Balón de fútbol Andes Runner Liga',
        stocktype: 'UNITS',
        unit: 'UNIT',
        units_per_box: 12,
        preventa: false,
        product_brand: { name: 'Andes Runner' },
      },
    },
  });
};

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('Cart quantities and prices', () => {
  it('a box line reads in boxes and pairs, priced per pair and per box, with its pre-sale mark and what a box holds; a ball says unidades', async () => {
    signIn();
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([boxLine(), ballLine()]) }) });
    renderWithProviders(<CartPage />, '/cart');

    await screen.findByRole('link', { name: 'Zapatilla casual Austro Sendero' });
    const box = within(rowOf('Zapatilla casual Austro Sendero'));
    expect(box.getByRole('spinbutton', { name: 'Cantidad de Zapatilla casual Austro Sendero' })).toHaveValue(2);
    expect(box.getByText('2 cajas')).toBeInTheDocument();
    expect(box.getByText('24 pares')).toBeInTheDocument();
    expect(box.getByText('Disponibles: 238 cajas')).toBeInTheDocument();
    expect(box.getByText('$22.90')).toBeInTheDocument();
    expect(box.getByText('c/par')).toBeInTheDocument();
    expect(box.getByText('$274.80 c/caja')).toBeInTheDocument();
    expect(box.getByText('$549.60')).toBeInTheDocument();
    expect(box.getByText('Preventa')).toBeInTheDocument();
    expect(box.getByText('Cada caja: 38–43: 1-2-3-3-2-1')).toBeInTheDocument();

    const ball = within(rowOf('Balón de fútbol Andes Runner Liga'));
    expect(ball.getByText('12 unidades')).toBeInTheDocument();
    expect(ball.getByText('c/u')).toBeInTheDocument();
    expect(ball.getByText('Por caja (12) o media caja (6) · Disponibles: 60 unidades')).toBeInTheDocument();
    expect(ball.queryByText(/c\/caja/)).not.toBeInTheDocument();
    expect(ball.queryByText('Preventa')).not.toBeInTheDocument();
    expect(ball.queryByText(/pares/)).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).getByText('2 productos · 24 pares y 12 unidades')).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Finalizar compra' }));
    expect(await screen.findByRole('dialog', { name: 'Finalizar compra' })).toHaveTextContent('24 pares y 12 unidades en total');
  });

  it('a discounted box line shows the discounted pair and box prices, the discount as a sum, and the line total as pairs × price', async () => {
    signIn();
    const base = cartLine();
    // $22.90 less 10% is $20.61 a pair, $247.32 a box of 12; 2 boxes are $494.64
    const line = boxLine({ line_total: 494.64, cart_product: { ...base.cart_product, discount_value: 10 } });
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([line]) }) });
    renderWithProviders(<CartPage />, '/cart');

    await screen.findByRole('link', { name: 'Zapatilla casual Austro Sendero' });
    const row = within(rowOf('Zapatilla casual Austro Sendero'));
    expect(row.getAllByText('$20.61')).toHaveLength(2);
    expect(row.getByText('$247.32 c/caja')).toBeInTheDocument();
    expect(row.getByText('$22.90').tagName).toBe('S');
    // «$22.90 −10 % = $20.61 c/par»: the buyer can check the price, then 24 × $20.61 = $494.64
    expect(row.getByText('$22.90').parentElement).toHaveTextContent('Precio anterior: $22.90 −10 % = $20.61 c/par');
    expect(row.getByText('$494.64')).toBeInTheDocument();
    expect(row.getByText('24 pares × $20.61')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Resumen del pedido' })).getByText('1 producto · 24 pares')).toBeInTheDocument();
  });

  it('editing a box line steps by one box and sends boxes; the pairs follow at once', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([boxLine()]) }),
      'PUT shopping_cart/update_quantity': () => ({ body: { ok: true, msg: 'Cantidad actualizada' } }),
    });
    renderWithProviders(<CartPage />, '/cart');
    await screen.findByRole('link', { name: 'Zapatilla casual Austro Sendero' });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar la cantidad de Zapatilla casual Austro Sendero' }));
    const row = within(rowOf('Zapatilla casual Austro Sendero'));
    expect(row.getByRole('spinbutton')).toHaveValue(3);
    expect(row.getByText('3 cajas')).toBeInTheDocument();
    expect(row.getByText('36 pares')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    const puts = callsTo(fetchMock, 'PUT', 'shopping_cart/update_quantity');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ cartdetailid: 1, quantity: 3 }]);
  });

  it('the navbar cart lists a box line in boxes with its pairs, and marks pre-sale lines', async () => {
    signIn();
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([boxLine(), ballLine()]) }) });
    renderWithProviders(<CartDropdown />);

    await userEvent.click(await screen.findByRole('button', { name: 'Carrito: 2 productos' }));

    const [box, ball] = within(within(await screen.findByRole('dialog')).getByRole('list')).getAllByRole('listitem');
    expect(box).toHaveTextContent('Cantidad: 2 cajas (24 pares)');
    expect(box).toHaveTextContent('$549.60');
    expect(within(box).getByText('Preventa')).toBeInTheDocument();
    expect(ball).toHaveTextContent('Cantidad: 12 unidades');
    expect(within(ball).queryByText('Preventa')).not.toBeInTheDocument();
  });
});
