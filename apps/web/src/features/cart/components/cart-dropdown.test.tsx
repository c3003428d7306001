import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { cartLine, cartResponse } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../../test/render-with-providers.tsx';
import { CartDropdown } from './cart-dropdown.tsx';

beforeAll(() => {
  // Radix measures the popover's anchor; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('CartDropdown', () => {
  it("disables 'Ver Carrito' when the cart is empty", async () => {
    signIn();
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([]) }) });
    renderWithProviders(<CartDropdown />);

    await userEvent.click(await screen.findByRole('button', { name: 'Carrito: 0 productos' }));

    expect(await screen.findByText('0 productos en el carrito')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Carrito' })).toBeDisabled();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('shows the item count, the total with VAT (as the lines say it) and an enabled button when the cart has lines', async () => {
    signIn();
    const lines = Array.from({ length: 10 }, (_, i) => cartLine({ cartdetailid: i + 1, line_total: 11.5 }));
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse(lines) }) });
    renderWithProviders(<CartDropdown />);

    await userEvent.click(await screen.findByRole('button', { name: 'Carrito: 10 productos' }));

    expect(screen.getByTestId('cart-badge')).toHaveTextContent('9+');
    expect(await screen.findByText('10 productos en el carrito')).toBeInTheDocument();
    // ten lines of $11.50: $115.00 with VAT, not the $100.00 before it
    expect(screen.getByText('Total (IVA incluido)')).toHaveTextContent('$115.00');
    expect(screen.getByText('y 7 productos más')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Carrito' })).toBeEnabled();
  });

  it('names each line with its colour, beside a swatch of it', async () => {
    signIn();
    const red = cartLine({ cartdetailid: 1 });
    const blue = cartLine({
      cartdetailid: 2,
      quantity: 5,
      cart_product: { ...cartLine().cart_product, color: { name: 'Azul marino', hexcode: '#1E3A8A' } },
    });
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([red, blue]) }) });
    renderWithProviders(<CartDropdown />);

    await userEvent.click(await screen.findByRole('button', { name: 'Carrito: 2 productos' }));

    const lines = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Vino · Cantidad: 3');
    expect(lines[1]).toHaveTextContent('Azul marino · Cantidad: 5');
    expect(within(lines[1]).getByTestId('color-swatch')).toHaveStyle({ backgroundColor: '#1E3A8A' });
  });
});
