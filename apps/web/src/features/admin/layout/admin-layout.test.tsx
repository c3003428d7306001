import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { stubApi } from '../../../test/render-page.tsx';
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
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Inicio de la tienda</p> },
      { path: '/login', element: <p>Página de ingreso</p> },
      { path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <p>Contenido del panel</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const user = (role: 'ADMIN' | 'DISTRIBUTOR') => ({
  userid: 1,
  token: 't',
  email: role === 'ADMIN' ? 'admin@calzadoandino.ec' : 'tienda.cuenca@example.com',
  name: 'Ana',
  lastname: 'Pérez',
  company_name: 'Calzado Andino',
  role,
  image: null,
});

describe('AdminLayout', () => {
  it('sends a visitor to the login page', async () => {
    const router = renderAt('/admin');
    expect(await screen.findByText('Página de ingreso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a distributor back to the store', async () => {
    session.save(user('DISTRIBUTOR'));
    const router = renderAt('/admin');
    expect(await screen.findByText('Inicio de la tienda')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
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
    expect(screen.getByText('admin@calzadoandino.ec')).toBeInTheDocument();
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
