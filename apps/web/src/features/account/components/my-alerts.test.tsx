import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signIn } from '../../../test/render-with-providers.tsx';
import { MyAlerts } from './my-alerts.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const open = [
  {
    alertid: 11,
    productid: 40,
    productName: 'Bota Andina Cuero',
    prodvarid: 400,
    code: 'BA-400-CAF',
    colorName: 'Café',
    colorHex: '#6b3e1f',
    sizeid: 5,
    sizeName: '41',
    picture: '/media/products/bota.svg',
    createdAt: '2026-11-20T15:00:00.000Z',
  },
  {
    alertid: 12,
    productid: 41,
    productName: 'Mocasín Cuenca',
    prodvarid: 410,
    code: 'MC-410-NEG',
    colorName: 'Negro',
    colorHex: '#111111',
    sizeid: null,
    sizeName: null,
    picture: '/media/products/mocasin.svg',
    createdAt: '2026-11-21T15:00:00.000Z',
  },
];

describe('MyAlerts («Mis avisos»)', () => {
  it('lists the open alerts linked to their product, and removes one', async () => {
    signIn();
    let alerts = open;
    const fetchMock = stubApi({
      'GET stock_alerts/mine': () => ({ body: { ok: true, alerts } }),
      'DELETE stock_alerts/11': () => {
        alerts = open.slice(1);
        return { body: { ok: true, msg: 'Aviso eliminado' } };
      },
    });
    renderPage(<MyAlerts />);
    expect(await screen.findByRole('link', { name: 'Bota Andina Cuero' })).toHaveAttribute('href', '/product?productid=40');
    const section = screen.getByRole('region', { name: 'Mis avisos' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Café · Talla 41');
    expect(items[0]).toHaveTextContent('BA-400-CAF · Desde el 20 nov 2026');
    expect(within(items[1]).queryByText(/Talla/)).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Quitar el aviso de Bota Andina Cuero Café 41' }));
    expect(await screen.findByText('Aviso eliminado')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE', 'stock_alerts/11')).toHaveLength(1);
  });

  it('says so when there is none', async () => {
    signIn();
    stubApi({ 'GET stock_alerts/mine': { body: { ok: true, alerts: [] } } });
    renderPage(<MyAlerts />);
    expect(await screen.findByText(/No tiene avisos abiertos/)).toBeInTheDocument();
  });
});
