import type { CartDetail } from '@store/contracts/cart';
import type { CreditSummary } from '@store/contracts/credit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { cartLine, cartResponse } from '../../test/fixtures.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../test/render-with-providers.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

/** A phone's screen: the media queries for narrow screens match. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

const base = cartLine();
/** One size of the running shoe in black (variant 500): $32.90 a pair, 5 % off. */
const size = (cartdetailid: number, name: string, quantity: number): CartDetail => ({
  ...base,
  cartdetailid,
  quantity,
  size: { sizeid: cartdetailid, name },
  // $32.90 − 5 % = $31.25 a pair
  line_total: quantity * 31.25,
  cart_product: {
    ...base.cart_product,
    prodvarid: 500,
    code: 'RU-2001-NEG',
    price: 32.9,
    discount_value: 5,
    color: { name: 'Negro', hexcode: '#111111' },
    product: { ...base.cart_product.product, productid: 50, name: 'Zapatilla running Andes', stocktype: 'SIZES', units_per_box: 1 },
  },
});

const credit = (availableCents: number): CreditSummary => ({
  terms: 'CREDIT',
  days: 30,
  limitCents: 300_000,
  inUseCents: 300_000 - availableCents,
  availableCents,
  due: [],
});

describe('the cart on a phone', () => {
  it('groups a colour’s sizes in one card with a compact size row, and keeps the total and «Finalizar compra» at hand', async () => {
    onPhone();
    signIn();
    const lines = [size(1, '38', 6), size(2, '39', 4), cartLine({ cartdetailid: 3 }), size(4, '40', 2)];
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse(lines) }) });
    renderWithProviders(<CartPage />, '/cart');

    const cards = await screen.findAllByRole('listitem', { name: /·/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Zapatilla running Andes · Negro',
      'Zapatilla casual Austro Sendero · Vino',
    ]);
    const shoe = within(cards[0]);
    const sizes = within(shoe.getByRole('list', { name: 'Tallas de Zapatilla running Andes (Negro)' }));
    expect(sizes.getAllByRole('listitem')).toHaveLength(3);
    expect(sizes.getByRole('spinbutton', { name: 'Cantidad de Zapatilla running Andes, talla 39' })).toHaveValue(4);
    expect(sizes.getByRole('button', { name: 'Quitar la talla 40 de Zapatilla running Andes del carrito' })).toBeInTheDocument();
    // the colour's pairs and total at its foot: 12 pares × $31.25
    expect(shoe.getByText('12 pares')).toBeInTheDocument();
    expect(shoe.getByText('$375.00')).toBeInTheDocument();
    // a box line keeps its full editor in a card of its own
    expect(within(cards[1]).getByRole('spinbutton', { name: 'Cantidad de Zapatilla casual Austro Sendero' })).toHaveValue(3);

    // the sticky bar: the total with VAT and the way to checkout, besides the summary's own
    expect(screen.getByText('Total con IVA').parentElement).toHaveTextContent('$1,199.40');
    expect(screen.getAllByRole('button', { name: 'Finalizar compra' })).toHaveLength(2);
  });

  it('shows a discounted size’s price as a sum the buyer can check: «$32.90 −5 % = $31.25 c/par»', async () => {
    onPhone();
    signIn();
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([size(1, '38', 12)]) }) });
    renderWithProviders(<CartPage />, '/cart');
    const card = await screen.findByRole('listitem', { name: 'Zapatilla running Andes · Negro' });
    expect(within(card).getByText('$32.90').parentElement).toHaveTextContent('$32.90 −5 % = $31.25 c/par');
    expect(within(card).getByText('$375.00')).toBeInTheDocument();
  });

  it('removes a size with «Deshacer» in its toast, which puts the same size and quantity back', async () => {
    onPhone();
    signIn();
    let lines = [size(1, '38', 6), size(2, '39', 4)];
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse(lines) }),
      'DELETE shopping_cart/delete_of_cart/2': () => {
        lines = lines.filter((l) => l.cartdetailid !== 2);
        return { body: { ok: true, msg: 'Producto eliminado del carrito' } };
      },
      'POST shopping_cart/add_product': () => {
        lines = [...lines, size(9, '39', 4)];
        return { body: { ok: true, msg: 'Producto agregado al carrito' } };
      },
    });
    renderWithProviders(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar la talla 39 de Zapatilla running Andes del carrito' }));
    expect(await screen.findByText('Producto eliminado del carrito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: /talla 39/ })).not.toBeInTheDocument());

    // a plain click: sonner's swipe handler asks jsdom for pointer capture, which it lacks
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByRole('spinbutton', { name: 'Cantidad de Zapatilla running Andes, talla 39' })).toHaveValue(4);
    const [, init] = callsTo(fetchMock, 'POST', 'shopping_cart/add_product')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ prodvarid: 500, quantity: 4, sizeid: 2 });
  });
});

describe('credit in the cart', () => {
  it('shows «Crédito disponible» in the summary and the confirmation, and the days to pay', async () => {
    signIn();
    stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'GET user/credit': () => ({ body: { ok: true, credit: credit(150_000) } }),
    });
    renderWithProviders(<CartPage />, '/cart');
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(await within(summary).findByText('Crédito disponible')).toBeInTheDocument();
    expect(within(summary).getByText('Crédito disponible').parentElement).toHaveTextContent('$1,500.00');
    await userEvent.click(within(summary).getByRole('button', { name: 'Finalizar compra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar compra' });
    expect(dialog).toHaveTextContent('Compra a crédito: tendrá 30 días para pagarla.');
    expect(dialog).toHaveTextContent('Crédito disponible$1,500.00');
    expect(within(dialog).getByRole('button', { name: 'Confirmar compra' })).toBeEnabled();
  });

  it('says before «Confirmar compra» that the cart passes the credit available, and keeps checkout off', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'GET user/credit': () => ({ body: { ok: true, credit: credit(50_000) } }),
    });
    renderWithProviders(<CartPage />, '/cart');
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(
      await within(summary).findByText(
        'Esta compra ($824.40) supera su crédito disponible ($500.00): reduzca el carrito o pague órdenes pendientes para finalizarla.',
      ),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', 'sale/make_sale')).toHaveLength(0);
  });

  it('says nothing of credit to a buyer who pays before dispatch', async () => {
    signIn();
    stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'GET user/credit': () => ({
        body: { ok: true, credit: { ...credit(0), terms: 'CASH', days: null, limitCents: null, availableCents: null } },
      }),
    });
    renderWithProviders(<CartPage />, '/cart');
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    await waitFor(() => expect(within(summary).getByRole('button', { name: 'Finalizar compra' })).toBeEnabled());
    expect(screen.queryByText('Crédito disponible')).not.toBeInTheDocument();
  });
});
