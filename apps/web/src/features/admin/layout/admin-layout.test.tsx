import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, Route, StoreRouter, Switch } from '../../../lib/router.tsx';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import AdminLayout from './admin-layout.tsx';

// jsdom does not scroll; the layout scrolls to the top on each new page.
beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const history = createMemoryHistory([path]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StoreRouter history={history}>
        <Switch>
          <Route path="/">
            <p>Inicio de la tienda</p>
          </Route>
          <Route path="/login">
            <p>Página de ingreso</p>
          </Route>
          <Route path="/admin/*?">
            <AdminLayout>
              <Switch>
                <Route path="/admin">
                  <p>Contenido del panel</p>
                </Route>
                <Route path="/admin/distributors/:id">
                  <p>Página del distribuidor</p>
                </Route>
                <Route path="/admin/fulfilment">
                  <p>Pedidos por despachar</p>
                </Route>
                <Route path="/admin/staff">
                  <p>Página del personal</p>
                </Route>
                <Route>
                  <p>Página inexistente</p>
                </Route>
              </Switch>
            </AdminLayout>
          </Route>
        </Switch>
      </StoreRouter>
    </QueryClientProvider>,
  );
  return history;
}

const EMAILS = {
  ADMIN: 'admin@calzadoandino.ec',
  SALES: 'ventas@calzadoandino.ec',
  WAREHOUSE: 'bodega@calzadoandino.ec',
  DISTRIBUTOR: 'tienda.cuenca@example.com',
};

const user = (role: keyof typeof EMAILS) => ({
  userid: 1,
  token: 't',
  email: EMAILS[role],
  name: 'Ana',
  lastname: 'Pérez',
  company_name: 'Calzado Andino',
  company_role: null,
  role,
  image: null,
});

describe('AdminLayout', () => {
  it('sends a visitor to the login page', async () => {
    const history = renderAt('/admin');
    expect(await screen.findByText('Página de ingreso')).toBeInTheDocument();
    expect(history.place().pathname).toBe('/login');
  });

  it('sends a distributor back to the store', async () => {
    session.save(user('DISTRIBUTOR'));
    const history = renderAt('/admin');
    expect(await screen.findByText('Inicio de la tienda')).toBeInTheDocument();
    expect(history.place().pathname).toBe('/');
    expect(screen.queryByText('Contenido del panel')).not.toBeInTheDocument();
  });

  it('shows an administrator the back office with its menu', async () => {
    session.save(user('ADMIN'));
    renderAt('/admin');
    expect(await screen.findByText('Contenido del panel')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
    for (const link of [
      'Panel',
      'Distribuidores',
      'Órdenes',
      'Cotizaciones',
      'Facturas',
      'Productos',
      'Marcas',
      'Importar / Exportar CSV',
      'Listas de precios',
      'Códigos de descuento',
      'Cuentas bancarias',
      'Mensajes',
      'Correos no enviados',
    ]) {
      expect(within(nav).getByRole('link', { name: link })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Personal' })).toHaveAttribute('href', '/admin/staff');
    expect(within(nav).getByRole('link', { name: 'Facturas' })).toHaveAttribute('href', '/admin/invoices');
    expect(within(nav).getByRole('link', { name: 'Historial' })).toHaveAttribute('href', '/admin/history');
    expect(within(nav).getByRole('link', { name: 'Por despachar' })).toHaveAttribute('href', '/admin/fulfilment');
    expect(within(nav).getByRole('link', { name: 'Inventario' })).toHaveAttribute('href', '/admin/stock');
    expect(screen.getByText('admin@calzadoandino.ec')).toBeInTheDocument();
    // who is signed in, and with which role
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('Rol:', { exact: false }).parentElement).toHaveTextContent('Rol: Administrador');
  });

  /** The names of the menu's links, in order. */
  const menu = () =>
    within(screen.getByRole('navigation', { name: 'Menú de administración' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows Ventas only its parts of the back office, and no section left empty', async () => {
    session.save(user('SALES'));
    stubApi({
      'GET admin/dashboard': () => ({ body: { ok: true, pendingDistributors: 0, unreadMessages: 0, receiptsToCheck: 0, unsentMails: 0 } }),
    });
    renderAt('/admin');
    expect(await screen.findByText('Contenido del panel')).toBeInTheDocument();
    expect(menu()).toEqual(['Panel', 'Distribuidores', 'Órdenes', 'Cotizaciones', 'Facturas', 'Por despachar', 'Mensajes']);
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
    expect(within(nav).queryByText('Catálogo')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Equipo')).not.toBeInTheDocument();
    expect(screen.getByText('Rol:', { exact: false }).parentElement).toHaveTextContent('Rol: Ventas');
  });

  it('opens Bodega on «Por despachar» with only its two links, and never asks for the dashboard', async () => {
    session.save(user('WAREHOUSE'));
    const fetchMock = stubApi({});
    const history = renderAt('/admin');
    expect(await screen.findByText('Pedidos por despachar')).toBeInTheDocument();
    expect(history.place().pathname).toBe('/admin/fulfilment');
    expect(menu()).toEqual(['Por despachar', 'Inventario']);
    expect(screen.getByText('Rol:', { exact: false }).parentElement).toHaveTextContent('Rol: Bodega');
    expect(callsTo(fetchMock, 'GET', 'admin/dashboard')).toHaveLength(0);
  });

  it('shows a page the role may not open as a notice with the way to its first page, not the page', async () => {
    session.save(user('WAREHOUSE'));
    stubApi({});
    renderAt('/admin/distributors/4');
    expect(await screen.findByRole('heading', { name: 'No tiene permiso para ver esta sección' })).toBeInTheDocument();
    expect(screen.queryByText('Página del distribuidor')).not.toBeInTheDocument();
    expect(screen.getByText(/Su rol \(Bodega\) no incluye esta parte del panel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Por despachar' })).toHaveAttribute('href', '/admin/fulfilment');
  });

  it('keeps «Personal» for the Administrador: Ventas is told it may not see it, and an unknown address stays not found', async () => {
    session.save(user('SALES'));
    stubApi({});
    const history = renderAt('/admin/staff');
    expect(await screen.findByRole('heading', { name: 'No tiene permiso para ver esta sección' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Panel' })).toHaveAttribute('href', '/admin');
    await act(() => history.navigate('/admin/no-existe'));
    expect(await screen.findByText('Página inexistente')).toBeInTheDocument();
  });

  it('shows beside the menu how many registrations and messages are waiting', async () => {
    session.save(user('ADMIN'));
    stubApi({
      'GET admin/dashboard': () => ({
        body: {
          ok: true,
          pendingDistributors: 3,
          unreadMessages: 2,
          receiptsToCheck: 1,
          unsentMails: 4,
          ordersByStatus: { RECEIVED: 0, APPROVED: 0, TO_DELIVER: 0, DELIVERING: 0, DELIVERED: 0, CANCELED: 0 },
          today: { orders: 0, totalCents: 0 },
          lowStock: { items: [], total: 0 },
        },
      }),
    });
    renderAt('/admin');
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
    expect(await within(nav).findByRole('link', { name: 'Distribuidores 3 registros pendientes' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Mensajes 2 mensajes sin leer' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Órdenes 1 comprobantes por revisar' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Correos no enviados 4 correos no enviados' })).toHaveAttribute('href', '/admin/mail');
  });
});
