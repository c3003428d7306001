import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../test/render-with-providers.tsx';
import { HomePage } from './home-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const emptyLists = () =>
  stubApi({
    'GET banner/all': () => ({ body: { ok: true, banners: [] } }),
    'GET product/most_selled': () => ({ body: { ok: true, products: [] } }),
    'GET product/new_arrived': () => ({ body: { ok: true, productsNewArrived: [] } }),
  });

describe('HomePage', () => {
  it('welcomes a logged-in distributor by company and leads to the catalogue, never to the login', async () => {
    signIn();
    emptyLists();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido, Calzado El Paso' })).toBeInTheDocument();
    expect(screen.queryByText(/Inicie sesión/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Regístrate como distribuidor' })).not.toBeInTheDocument();
    const hero = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Ver catálogo' })).toHaveAttribute('href', '/store');
    expect(within(hero).getByRole('link', { name: 'Mis órdenes' })).toHaveAttribute('href', '/orders');
  });

  it('asks a visitor to log in or register', () => {
    emptyLists();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: /Bienvenido a la tienda mayorista/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Regístrate como distribuidor' })[0]).toHaveAttribute('href', '/register');
  });
});
