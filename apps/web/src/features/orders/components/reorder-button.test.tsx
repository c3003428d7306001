import type { ReorderLine, ReorderResult } from '@store/contracts/buying';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../../test/render-with-providers.tsx';
import { ReorderButton } from './reorder-button.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const line = (overrides: Partial<ReorderLine>): ReorderLine => ({
  code: 'CA-1042-NEG',
  product_name: 'Zapato Andino',
  color_name: 'Negro',
  size: null,
  stocktype: 'BOXES',
  unit: 'PAIR',
  ordered: 2,
  wanted: 2,
  added: 2,
  outcome: 'added',
  msg: 'Agregado',
  ...overrides,
});

const answer: ReorderResult = {
  ok: true,
  msg: '2 productos agregados al carrito',
  added: 2,
  lines: [
    line({}),
    line({
      code: 'CA-2210-AZU',
      stocktype: 'UNITS',
      ordered: 12,
      wanted: 12,
      added: 6,
      outcome: 'partial',
      msg: 'Stock insuficiente: se agregaron 6 de 12',
    }),
    line({
      code: 'CA-3300-ROJ',
      size: '38',
      stocktype: 'SIZES',
      ordered: 6,
      wanted: 0,
      added: 0,
      outcome: 'inCart',
      msg: 'Ya estaba en el carrito',
    }),
    line({ code: 'CA-4400-BLA', added: 0, outcome: 'soldOut', msg: 'Agotado' }),
    line({ code: 'CA-5500-VER', added: 0, outcome: 'offSale', msg: 'Ya no está a la venta' }),
  ],
};

describe('ReorderButton', () => {
  it('reorders and lists what went in, what was already there and what could not, with a link to the cart', async () => {
    signIn();
    const fetchMock = stubApi({ 'POST sale/reorder/41': { body: answer } });
    renderWithProviders(<ReorderButton orderId={41} />);

    await userEvent.click(screen.getByRole('button', { name: 'Volver a pedir la orden #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volver a pedir la orden #41' });
    expect(within(dialog).getByText('Se agregaron 2 productos al carrito con los precios de hoy.')).toBeInTheDocument();
    const wentIn = within(dialog).getByRole('region', { name: 'Agregados al carrito' });
    expect(within(wentIn).getByText('Agregado')).toBeInTheDocument();
    expect(within(wentIn).getByText('Stock insuficiente: se agregaron 6 de 12')).toBeInTheDocument();
    expect(within(wentIn).getByText(/2 cajas/)).toBeInTheDocument();
    const already = within(dialog).getByRole('region', { name: 'Ya estaban en el carrito' });
    expect(within(already).getByText(/Talla 38/)).toBeInTheDocument();
    const notIn = within(dialog).getByRole('region', { name: 'No se pudieron agregar' });
    expect(within(notIn).getByText('Agotado')).toBeInTheDocument();
    expect(within(notIn).getByText('Ya no está a la venta')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute('href', '/cart');
    expect(callsTo(fetchMock, 'POST', 'sale/reorder/41')).toHaveLength(1);
  });

  it('says so when nothing could be added, and shows the server refusal of another order', async () => {
    signIn();
    stubApi({
      'POST sale/reorder/7': { body: { ...answer, added: 0, msg: 'No se agregó ningún producto al carrito', lines: [answer.lines[3]] } },
      'POST sale/reorder/8': { status: 404, body: { ok: false, msg: 'La orden no existe' } },
    });
    renderWithProviders(
      <>
        <ReorderButton orderId={7} />
        <ReorderButton orderId={8} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Volver a pedir la orden #7' }));
    expect(await screen.findByText('No se agregó ningún producto al carrito.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seguir aquí' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volver a pedir la orden #8' }));
    expect(await screen.findByText('La orden no existe')).toBeInTheDocument();
  });
});
