import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '../../lib/router.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { UserMenu } from './user-menu.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

describe('UserMenu', () => {
  it('gives a distributor’s people «Cotizaciones» beside «Mi empresa» and the orders, and takes them there', async () => {
    renderWithProviders(
      <>
        <UserMenu email="compras.elpaso@example.com" company />
        <Where />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim());
    expect(items.slice(0, 4)).toEqual(['Perfil', 'Mi empresa', 'Órdenes', 'Cotizaciones']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cotizaciones' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/quotes');
  });

  it('gives the staff no «Cotizaciones» (a company’s own)', async () => {
    renderWithProviders(<UserMenu email="admin@calzadoandino.ec" admin />);
    await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Órdenes' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Cotizaciones' })).not.toBeInTheDocument();
  });
});
