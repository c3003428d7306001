import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityPicker } from './quantity-picker.tsx';

type Props = Parameters<typeof QuantityPicker>[0];

function setup(props: Partial<Props> = {}) {
  const onAdd = vi.fn(async () => true);
  const onBuyNow = vi.fn();
  render(<QuantityPicker stockType="BOXES" stock={3} onAdd={onAdd} onBuyNow={onBuyNow} {...props} />);
  const user = userEvent.setup();
  return {
    user,
    onAdd,
    onBuyNow,
    quantity: () => screen.getByRole('status').textContent,
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
    expect(screen.getByRole('alert')).toHaveTextContent('No hay suficiente stock');
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
    expect(screen.getByText('Máximo 500')).toBeInTheDocument();
  });

  it('UNITS: a box steps by 12, a half box by 6, with the minimum-purchase note', async () => {
    const p = setup({ stockType: 'UNITS', stock: 30 });
    expect(screen.getByText(/La compra mínima es de 12 unidades/)).toBeInTheDocument();
    await p.plus();
    await p.plus();
    expect(p.quantity()).toBe('24');
    await p.plus();
    expect(p.quantity()).toBe('24');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay suficiente stock');
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

  it('SIZES: asks for a size first, then caps at that size’s stock and sends its id', async () => {
    const sizes = [
      { sizeid: 3, name: '38', quantity: 1 },
      { sizeid: 4, name: '39', quantity: 0 },
    ];
    const p = setup({ stockType: 'SIZES', stock: 99, sizes });
    await p.plus();
    expect(screen.getByRole('alert')).toHaveTextContent('Debe seleccionar una talla');
    expect(screen.getByRole('option', { name: 'Talla 39 (0 disponibles)' })).toBeDisabled();
    await p.user.selectOptions(screen.getByLabelText('Talla'), '3');
    await p.plus();
    await p.plus();
    expect(p.quantity()).toBe('1');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay suficiente stock');
    await p.add();
    expect(p.onAdd).toHaveBeenCalledWith({ quantity: 1, sizeid: 3 });
  });

  it('keeps the quantity when the add fails, and shows Agregando... while busy', async () => {
    const p = setup({ stock: 5, onAdd: vi.fn(async () => false) });
    await p.plus();
    await p.add();
    expect(p.quantity()).toBe('1');
    render(<QuantityPicker stockType="BOXES" stock={5} busy onAdd={vi.fn()} onBuyNow={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Agregando...' })).toBeDisabled();
  });
});
