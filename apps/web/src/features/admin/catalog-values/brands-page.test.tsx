import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import BrandsPage from './brands-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const brands = [
  { brandid: 1, name: 'Andes Runner', logoUrl: '/media/brands/andes.webp', products: 6 },
  { brandid: 2, name: 'Austro', logoUrl: '/media/brands/austro.webp', products: 1 },
  { brandid: 3, name: 'Galápagos Outdoor', logoUrl: '/media/brands/galapagos.webp', products: 0 },
];

describe('BrandsPage', () => {
  it('a brand with products: the dialog says why it cannot go and only offers to close', async () => {
    const fetchMock = stubApi({ 'GET admin/brands': () => ({ body: { ok: true, brands } }) });
    renderWithProviders(<BrandsPage />, '/admin/brands');

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Andes Runner' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se puede eliminar «Andes Runner»' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '6 productos usan esta marca, así que no se puede eliminar. Cambie primero la marca de esos productos',
    );
    expect(within(dialog).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Cerrar', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Austro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Un producto usa esta marca, así que no se puede eliminar/);
    expect(callsTo(fetchMock, 'DELETE', 'admin/brands/1')).toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE', 'admin/brands/2')).toHaveLength(0);
  });

  it('an unused brand is confirmed; a refusal (a product took it meanwhile) is told once, in the dialog', async () => {
    const refusal = ADMIN_MSG.brandInUse('Galápagos Outdoor', 1);
    const fetchMock = stubApi({
      'GET admin/brands': () => ({ body: { ok: true, brands } }),
      'DELETE admin/brands/3': () => ({ status: 409, body: { ok: false, msg: refusal } }),
    });
    renderWithProviders(<BrandsPage />, '/admin/brands');

    // Long names wrap on two lines instead of being cut.
    expect(await screen.findByText('Galápagos Outdoor')).toHaveClass('line-clamp-2');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Galápagos Outdoor' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar la marca Galápagos Outdoor?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar marca' }));

    const refused = await screen.findByRole('dialog', { name: 'No se puede eliminar «Galápagos Outdoor»' });
    expect(within(refused).getByRole('alert')).toHaveTextContent(refusal);
    expect(within(refused).queryByRole('button', { name: 'Eliminar marca' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(callsTo(fetchMock, 'DELETE', 'admin/brands/3')).toHaveLength(1);
  });
});
