import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from '../../lib/router.tsx';
import { session } from '../../lib/session.ts';
import { cartLine, cartResponse } from '../../test/fixtures.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../test/render-with-providers.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('«Solicitar cotización» in the cart', () => {
  it('sends the note for Ventas, reloads the emptied cart and lands on «Cotizaciones»', async () => {
    signIn();
    let lines = [cartLine()];
    const fetchMock = stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse(lines) }),
      'POST quotes': () => {
        lines = [];
        return {
          status: 201,
          body: {
            ok: true,
            msg: 'Enviamos su solicitud de cotización #9. Ventas le responderá por correo con los precios.',
            quoteid: 9,
          },
        };
      },
    });
    renderWithProviders(
      <Switch>
        <Route path="/cart">{<CartPage />}</Route>
        <Route path="/quotes">
          <h1>Página de cotizaciones</h1>
        </Route>
      </Switch>,
      '/cart',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar cotización' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar cotización' }));
    expect(dialog.getByText('Pasan a la cotización: 36 pares. Su carrito queda vacío.')).toBeInTheDocument();
    const note = dialog.getByLabelText('Nota para Ventas (opcional)');
    expect(note).toHaveAttribute('maxlength', '1000');
    await userEvent.type(note, 'Necesitamos el pedido antes del 15 de marzo');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByRole('heading', { name: 'Página de cotizaciones' })).toBeInTheDocument();
    expect(
      await screen.findByText('Enviamos su solicitud de cotización #9. Ventas le responderá por correo con los precios.'),
    ).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', 'quotes');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({ note: 'Necesitamos el pedido antes del 15 de marzo' });
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', 'shopping_cart/my_cart').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal and keeps the cart', async () => {
    signIn();
    stubApi({
      'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }),
      'POST quotes': () => ({ status: 409, body: { ok: false, msg: 'AU-1240-VIN ya no está a la venta' } }),
    });
    renderWithProviders(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar cotización' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar cotización' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText('AU-1240-VIN ya no está a la venta')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Solicitar cotización' })).toBeInTheDocument();
  });

  it('is not offered to a «Consulta», nor to the staff', async () => {
    signIn();
    session.save({ ...(session.get() as NonNullable<ReturnType<typeof session.get>>), company_role: 'VIEWER' });
    stubApi({ 'GET shopping_cart/my_cart': () => ({ body: cartResponse([cartLine()]) }) });
    const { unmount } = renderWithProviders(<CartPage />, '/cart');
    expect(await screen.findByRole('button', { name: 'Finalizar compra' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar cotización' })).not.toBeInTheDocument();
    unmount();

    session.save({ ...(session.get() as NonNullable<ReturnType<typeof session.get>>), role: 'ADMIN', company_role: null });
    renderWithProviders(<CartPage />, '/cart');
    expect(await screen.findByRole('button', { name: 'Finalizar compra' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar cotización' })).not.toBeInTheDocument();
  });
});
