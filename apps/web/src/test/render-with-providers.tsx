/**
 * Rendering a component (a page with its own routes, a whole layout) inside the app's providers at an
 * address, and the sessions (a distributor's, the administrator's, another staff role's) that pages behind a login need.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { MemoryRouter } from '../lib/router.tsx';
import { session } from '../lib/session.ts';

/** A distributor's session, for the store's pages behind a login. */
export function signIn() {
  session.save({
    userid: 2,
    token: 'test-token',
    email: 'tienda.cuenca@example.com',
    name: 'María',
    lastname: 'Quezada',
    company_name: 'Calzado El Paso',
    company_role: 'OWNER',
    role: 'DISTRIBUTOR',
    image: null,
  });
}

/** The administrator's session, for the back office's pages. */
export function signInAdmin() {
  session.save({
    userid: 1,
    token: 'admin-token',
    email: 'admin@calzadoandino.ec',
    name: 'Admin',
    lastname: 'Andino',
    company_name: 'Calzado Andino',
    company_role: null,
    role: 'ADMIN',
    image: null,
  });
}

/** A member of the staff of another role (Ventas, Bodega), for the back office's pages their role reaches. */
export function signInStaff(role: 'SALES' | 'WAREHOUSE') {
  const [name, lastname] = role === 'SALES' ? ['Vera', 'Ventas'] : ['Bruno', 'Bodega'];
  session.save({
    userid: role === 'SALES' ? 4 : 3,
    token: `${role.toLowerCase()}-token`,
    email: role === 'SALES' ? 'ventas@calzadoandino.ec' : 'bodega@calzadoandino.ec',
    name,
    lastname,
    company_name: 'Calzado Andino',
    company_role: null,
    role,
    image: null,
  });
}

export function renderWithProviders(ui: ReactNode, route = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
