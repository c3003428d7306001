import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn, signInStaff } from '../../test/render-with-providers.tsx';
import { RootLayout } from './root-layout.tsx';

// The session's menus and the footer are lazy chunks (navbar.tsx, root-layout.tsx): its first import is transformed then, seconds on a loaded
// machine. Loaded here before any render, the navbar's lazy() finds it in the module cache and a test waits on
// nothing but the page itself.
await import('./session-menus.tsx');
await import('./footer.tsx');

afterEach(async () => {
  session.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

function renderLayout(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(routes);
  // jsdom does not scroll; the layout scrolls to the top on each new path.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  renderWithProviders(
    <RootLayout>
      <p>Inicio</p>
    </RootLayout>,
  );
  return fetchMock;
}

describe('RootLayout', () => {
  it('offers a skip link to the content, in the reader’s language', async () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Ir al contenido' })).toHaveAttribute('href', '#contenido');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#contenido');
  });

  it('says «Sin conexión» while the browser is offline, and hides it when the connection returns', async () => {
    renderLayout();
    expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión. Está viendo lo último que este dispositivo guardó de la tienda. Para ver otros precios o enviar un pedido necesita internet.',
    );
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/Sin conexión/)).not.toBeInTheDocument();
  });

  it('gives a distributor the cart and the orders', async () => {
    signIn();
    renderLayout({ 'GET shopping_cart/my_cart': () => ({ body: { ok: true, userCart: null } }) });
    expect(await screen.findByRole('button', { name: /^Carrito/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Órdenes' })).toBeInTheDocument();
  });

  it('gives the warehouse’s staff no cart nor orders (it sees no price), and its way to the back office', async () => {
    signInStaff('WAREHOUSE');
    const fetchMock = renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Mi cuenta' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Administración' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Órdenes' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Pedido rápido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Carrito/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Órdenes' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('shopping_cart'))).toEqual([]);
  });
});
