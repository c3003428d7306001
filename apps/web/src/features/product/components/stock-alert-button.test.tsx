import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signIn } from '../../../test/render-with-providers.tsx';
import { StockAlertButton } from './stock-alert-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const alert = (prodvarid: number, sizeid: number | null) => ({
  alertid: 9,
  productid: 1,
  productName: 'Bota',
  prodvarid,
  code: 'BO-1-NEG',
  colorName: 'Negro',
  colorHex: '#000000',
  sizeid,
  sizeName: sizeid ? '40' : null,
  picture: '/media/x.svg',
  createdAt: '2026-11-20T15:00:00.000Z',
});

describe('StockAlertButton', () => {
  it('asks for the colour’s alert once and then reads as set, with the server’s message', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET stock_alerts/mine': { body: { ok: true, alerts: [] } },
      'POST stock_alerts': { status: 201, body: { ok: true, msg: 'Le avisaremos por correo cuando haya stock', alert: alert(7, null) } },
    });
    renderPage(<StockAlertButton variantId={7} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Avísame cuando haya stock' }));
    expect(await screen.findByText('Le avisaremos por correo cuando haya stock', { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Le avisaremos por correo cuando haya stock');
    expect(screen.queryByRole('button', { name: 'Avísame cuando haya stock' })).toBeNull();
    const calls = callsTo(fetchMock, 'POST', 'stock_alerts');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ prodvarid: 7, sizeid: null });
  });

  it('a size already asked for (an open alert) reads «Aviso activo»; another size still offers the button', async () => {
    signIn();
    stubApi({ 'GET stock_alerts/mine': { body: { ok: true, alerts: [alert(7, 3)] } } });
    renderPage(
      <>
        <StockAlertButton variantId={7} sizeId={3} />
        <StockAlertButton variantId={7} sizeId={4} />
      </>,
    );
    expect(await screen.findByText('Aviso activo')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Avísame cuando haya stock' })).toHaveLength(1);
  });

  it('a refusal is a toast with the server’s message, and the button stays', async () => {
    signIn();
    stubApi({
      'GET stock_alerts/mine': { body: { ok: true, alerts: [] } },
      'POST stock_alerts': { status: 400, body: { ok: false, msg: 'Este producto tiene stock: puede agregarlo al carrito ahora' } },
    });
    renderPage(<StockAlertButton variantId={7} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Avísame cuando haya stock' }));
    expect(await screen.findByText('Este producto tiene stock: puede agregarlo al carrito ahora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avísame cuando haya stock' })).toBeEnabled();
  });
});
