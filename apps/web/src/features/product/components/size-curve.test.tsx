import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { renderPage, stubApi } from '../../../test/render-page.tsx';
import { signIn } from '../../../test/render-with-providers.tsx';
import { nameRefusedSize, SizeCurve } from './size-curve.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const sizes = [
  { sizeid: 1, name: '38', quantity: 6 },
  { sizeid: 2, name: '39', quantity: 0 },
  { sizeid: 3, name: '40', quantity: 12 },
];

function setup(onAdd = vi.fn(async () => true)) {
  signIn();
  stubApi({ 'GET stock_alerts/mine': { body: { ok: true, alerts: [] } } });
  const onBuyNow = vi.fn();
  renderPage(
    <SizeCurve
      variantId={7}
      sizes={sizes}
      product={{ stocktype: 'SIZES', units_per_box: 12 }}
      colourStock={18}
      price={20}
      discount={10}
      unit="PAIR"
      onAdd={onAdd}
      onBuyNow={onBuyNow}
    />,
  );
  return { user: userEvent.setup(), onAdd, onBuyNow, total: () => screen.getByTestId('curve-total') };
}

describe('SizeCurve («Curva de tallas»)', () => {
  it('shows every size with its stock; a sold-out size cannot be chosen and offers «Avísame»', () => {
    setup();
    const cells = screen.getAllByTestId('curve-size');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual(['Talla 38', 'Talla 39', 'Talla 40']);
    expect(within(cells[0]).getByText('6 pares')).toBeInTheDocument();
    expect(within(cells[1]).getByText('Agotada')).toBeInTheDocument();
    expect(within(cells[1]).queryByRole('textbox')).toBeNull();
    expect(within(cells[1]).getByRole('button', { name: 'Avísame cuando haya stock' })).toHaveTextContent('Avísame');
    expect(screen.getByLabelText('Pares de la talla 40')).toBeEnabled();
  });

  it('adds up the pairs and the price (after the discount) as sizes are typed or stepped, capped at each size’s stock', async () => {
    const p = setup();
    await p.user.click(screen.getByRole('button', { name: 'Un par más de la talla 38' }));
    await p.user.click(screen.getByRole('button', { name: 'Un par más de la talla 38' }));
    await p.user.type(screen.getByLabelText('Pares de la talla 40'), '10');
    expect(p.total()).toHaveTextContent('Total: 12 pares en 2 tallas');
    // 12 pairs at $20.00 less 10%
    expect(p.total()).toHaveTextContent('$216.00');

    await p.user.clear(screen.getByLabelText('Pares de la talla 40'));
    await p.user.type(screen.getByLabelText('Pares de la talla 40'), '15');
    expect(screen.getByLabelText('Pares de la talla 40')).toHaveValue('12');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay suficiente stock');
    await p.user.click(screen.getByRole('button', { name: 'Un par menos de la talla 38' }));
    expect(p.total()).toHaveTextContent('Total: 13 pares en 2 tallas');
  });

  it('adds every chosen size in one go, then empties the grid; nothing chosen says so', async () => {
    const p = setup();
    await p.user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debe seleccionar una cantidad');
    expect(p.onAdd).not.toHaveBeenCalled();

    await p.user.type(screen.getByLabelText('Pares de la talla 38'), '3');
    await p.user.type(screen.getByLabelText('Pares de la talla 40'), '5');
    await p.user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(p.onAdd).toHaveBeenCalledTimes(1);
    expect(p.onAdd).toHaveBeenCalledWith([
      { line: 1, sizeid: 1, quantity: 3 },
      { line: 3, sizeid: 3, quantity: 5 },
    ]);
    expect(screen.getByLabelText('Pares de la talla 38')).toHaveValue('');
    expect(p.total()).toHaveTextContent('Total: 0 pares');
  });

  it('keeps the sizes when the add fails', async () => {
    const p = setup(vi.fn(async () => false));
    await p.user.type(screen.getByLabelText('Pares de la talla 38'), '2');
    await p.user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(screen.getByLabelText('Pares de la talla 38')).toHaveValue('2');
  });
});

describe('nameRefusedSize', () => {
  const named = (size: string, reason: string) => `Talla ${size}: ${reason}`;

  it('names the size of the refused line (its place in the curve) instead of the line', () => {
    expect(nameRefusedSize('Línea 3: solo hay 3 pares disponibles', sizes, named)).toBe('Talla 40: solo hay 3 pares disponibles');
    expect(nameRefusedSize('Línea 1: este producto ya no está a la venta', sizes, named)).toBe(
      'Talla 38: este producto ya no está a la venta',
    );
  });

  it('leaves any other message as it is (no line, or a line the curve does not have)', () => {
    expect(nameRefusedSize('No hay suficiente stock', sizes, named)).toBe('No hay suficiente stock');
    expect(nameRefusedSize('Línea 12: falta la cantidad', sizes, named)).toBe('Línea 12: falta la cantidad');
  });
});
