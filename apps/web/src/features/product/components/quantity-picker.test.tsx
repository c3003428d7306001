import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { QuantityPicker } from './quantity-picker.tsx';

type Props = Parameters<typeof QuantityPicker>[0];

function setup(props: Partial<Props> = {}) {
  const onAdd = vi.fn(async () => true);
  const onBuyNow = vi.fn();
  render(
    <QuantityPicker
      stockType="BOXES"
      price={22.9}
      discount={0}
      unit="PAIR"
      unitsPerBox={12}
      stock={3}
      onAdd={onAdd}
      onBuyNow={onBuyNow}
      {...props}
    />,
  );
  const user = userEvent.setup();
  return {
    user,
    onAdd,
    onBuyNow,
    quantity: () => (screen.getByRole('textbox') as HTMLInputElement).value,
    plus: () => user.click(screen.getByRole('button', { name: 'Aumentar cantidad' })),
    minus: () => user.click(screen.getByRole('button', { name: 'Disminuir cantidad' })),
    add: () => user.click(screen.getByRole('button', { name: 'Agregar al carrito' })),
  };
}

describe('QuantityPicker', () => {
  it('BOXES: steps by one up to the stock, then says there is not enough stock', async () => {
    const p = setup({ stock: 2 });
    await p.plus();
    await p.plus();
    expect(p.quantity()).toBe('2');
    await p.plus();
    expect(p.quantity()).toBe('2');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay suficiente stock: puede pedir hasta 2 cajas.');
  });

  it('BOXES: counts whole boxes, priced per pair and per box, with what the chosen boxes hold and cost', async () => {
    const p = setup({ stock: 238 });
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '$22.90 por par · $274.80 por caja de 12 pares'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cajas' })).toHaveValue('0');
    expect(screen.getByText('Máximo 238 cajas')).toBeInTheDocument();
    expect(screen.getByText('Compra mínima: 1 caja de 12 pares.')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-total')).not.toBeInTheDocument();
    await p.plus();
    expect(screen.getByTestId('chosen-total')).toHaveTextContent('1 caja = 12 pares · $274.80');
    await p.plus();
    expect(screen.getByTestId('chosen-total')).toHaveTextContent('2 cajas = 24 pares · $549.60');
    await p.add();
    expect(p.onAdd).toHaveBeenCalledWith({ quantity: 2 });
  });

  it('BOXES: a discount lowers the pair, the box and the chosen total alike; the box size is the product’s', async () => {
    const p = setup({ stock: 50, discount: 10, unitsPerBox: 10 });
    // $22.90 less 10% is $20.61 a pair; a box of 10 is $206.10
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '$20.61 por par · $206.10 por caja de 10 pares'),
    ).toBeInTheDocument();
    expect(screen.getByText('Compra mínima: 1 caja de 10 pares.')).toBeInTheDocument();
    await p.plus();
    await p.plus();
    expect(screen.getByTestId('chosen-total')).toHaveTextContent('2 cajas = 20 pares · $412.20');
  });

  it('UNITS of a unit category (balls, bags, bottles) say unidades, not pares', async () => {
    const p = setup({ stockType: 'UNITS', unit: 'UNIT', stock: 30, price: 8.5 });
    expect(screen.getByLabelText('Caja 12 unidades')).toBeChecked();
    expect(screen.getByLabelText('1/2 Caja 6 unidades')).not.toBeChecked();
    expect(screen.getByText('La compra mínima es de 12 unidades (caja completa) o 6 unidades (media caja).')).toBeInTheDocument();
    expect(screen.getByText('de 12 en 12 unidades')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('0');
    await p.plus();
    expect(screen.getByTestId('chosen-total')).toHaveTextContent('12 unidades · $102.00');
    expect(screen.queryByText(/por caja de/)).not.toBeInTheDocument();
  });

  it('says it in English too: boxes and pairs with their plurals', async () => {
    await i18n.changeLanguage('en');
    try {
      const p = setup({ stock: 238 });
      expect(
        screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '$22.90 per pair · $274.80 per box of 12 pairs'),
      ).toBeInTheDocument();
      expect(screen.getByText('Up to 238 boxes')).toBeInTheDocument();
      expect(screen.getByText('Minimum purchase: 1 box of 12 pairs.')).toBeInTheDocument();
      await p.user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(screen.getByTestId('chosen-total')).toHaveTextContent('1 box = 12 pairs · $274.80');
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('BOXES: a typed quantity is taken; one above the stock becomes the stock, saying so', async () => {
    const p = setup({ stock: 7 });
    const field = screen.getByRole('textbox', { name: 'Cajas' });
    await p.user.clear(field);
    await p.user.type(field, '2');
    expect(screen.getByTestId('chosen-total')).toHaveTextContent('2 cajas = 24 pares · $549.60');
    await p.user.clear(field);
    await p.user.type(field, '40');
    expect(field).toHaveValue('7');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay suficiente stock: puede pedir hasta 7 cajas.');
    await p.add();
    expect(p.onAdd).toHaveBeenCalledWith({ quantity: 7 });
  });

  it('UNITS: a typed quantity between packs becomes the pack below it, saying so', async () => {
    const p = setup({ stockType: 'UNITS', stock: 100 });
    const field = screen.getByRole('textbox', { name: 'Cantidad' });
    await p.user.clear(field);
    await p.user.type(field, '30');
    await p.user.tab();
    expect(field).toHaveValue('24');
    expect(screen.getByRole('alert')).toHaveTextContent('Se vende de 12 en 12 pares: quedó en 24 pares.');
  });

  it('never goes below zero and refuses to add nothing', async () => {
    const p = setup();
    expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    await p.add();
    expect(screen.getByRole('alert')).toHaveTextContent('Debe seleccionar una cantidad');
    expect(p.onAdd).not.toHaveBeenCalled();
  });

  it('caps at 500 when the stock is unknown', async () => {
    setup({ stock: null });
    expect(screen.getByText('Máximo 500 cajas')).toBeInTheDocument();
  });

  it('UNITS: a box steps by 12, a half box by 6, with the minimum-purchase note', async () => {
    const p = setup({ stockType: 'UNITS', stock: 30 });
    expect(screen.getByText('La compra mínima es de 12 pares (caja completa) o 6 pares (media caja).')).toBeInTheDocument();
    expect(screen.getByText('de 12 en 12 pares')).toBeInTheDocument();
    await p.plus();
    await p.plus();
    expect(p.quantity()).toBe('24');
    await p.plus();
    expect(p.quantity()).toBe('24');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay suficiente stock: puede pedir hasta 30 pares.');
    await p.user.click(screen.getByLabelText('1/2 Caja 6 pares'));
    expect(p.quantity()).toBe('0');
    await p.plus();
    await p.plus();
    await p.minus();
    expect(p.quantity()).toBe('6');
    await p.add();
    expect(p.onAdd).toHaveBeenCalledWith({ quantity: 6 });
    expect(p.quantity()).toBe('0');
  });

  it('keeps the quantity when the add fails, and shows Agregando... while busy', async () => {
    const p = setup({ stock: 5, onAdd: vi.fn(async () => false) });
    await p.plus();
    await p.add();
    expect(p.quantity()).toBe('1');
    render(
      <QuantityPicker
        stockType="BOXES"
        price={22.9}
        discount={0}
        unit="PAIR"
        unitsPerBox={12}
        stock={5}
        busy
        onAdd={vi.fn()}
        onBuyNow={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Agregando...' })).toBeDisabled();
  });
});
