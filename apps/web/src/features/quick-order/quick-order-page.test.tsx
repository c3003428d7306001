import type { QuickOrderReview, QuickOrderReviewLine } from '@store/contracts/quick-order';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { callsTo, stubApi } from '../../test/render-page.tsx';
import { renderWithProviders, signIn } from '../../test/render-with-providers.tsx';
import { QuickOrderPage } from './quick-order-page.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const valid = (line: number, code: string, prodvarid: number, quantity: number, size: string | null = null): QuickOrderReviewLine => ({
  line,
  code,
  size,
  quantity,
  item: {
    prodvarid,
    sizeid: size ? 7 : null,
    productid: prodvarid,
    product_name: `Zapato ${code}`,
    brand_name: 'Andina',
    color: { name: 'Negro', hexcode: '#000000' },
    stocktype: size ? 'SIZES' : 'BOXES',
    unit: 'PAIR',
    units_per_box: 12,
    unit_price: 20,
    subtotal: size ? 120 : quantity * 240,
    image: '/media/x.svg',
  },
  error: null,
});
const refused = (line: number, code: string, msg: string): QuickOrderReviewLine => ({
  line,
  code,
  size: null,
  quantity: 4,
  item: null,
  error: { reason: 'codeUnknown', params: { code }, msg },
});

const withError: QuickOrderReview = {
  ok: true,
  lines: [
    valid(1, 'CA-1042-NEG', 11, 2),
    refused(2, 'ca 99', 'Línea 2: no se encontró el código "ca 99"'),
    valid(3, 'CA-2210-AZU', 12, 6, '38'),
  ],
  total: 600,
};

async function paste(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Líneas del pedido' });
  await userEvent.click(box);
  await userEvent.paste(text);
}

describe('QuickOrderPage', () => {
  it('reviews a paste, shows each line or its error, and adds only the valid lines when asked', async () => {
    signIn();
    const fetchMock = stubApi({
      'POST quick_order/review': { body: withError },
      'POST shopping_cart/add_many': { body: { ok: true, msg: '2 productos agregados al carrito', added: 2 } },
    });
    renderWithProviders(<QuickOrderPage />, '/quick-order');
    await paste('CA-1042-NEG 2\nCA-99 4\nCA-2210-AZU 38 6');
    expect(screen.getByText('3 líneas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revisar' }));

    expect(await screen.findByRole('heading', { name: /2 líneas válidas · 1 con error/ })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Línea 2: no se encontró el código "ca 99"')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Líneas revisadas del pedido rápido' });
    expect(within(table).getByText('Zapato CA-1042-NEG')).toBeInTheDocument();
    expect(within(table).getByText('$480.00')).toBeInTheDocument();
    expect(screen.getByText('$600.00')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'quick_order/review')[0][1]?.body).toBe(
      JSON.stringify({ text: 'CA-1042-NEG 2\nCA-99 4\nCA-2210-AZU 38 6' }),
    );
    expect(callsTo(fetchMock, 'POST', 'shopping_cart/add_many')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar 2 líneas válidas' }));
    expect(await screen.findByText('2 productos agregados al carrito')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute('href', '/cart');
    const [, init] = callsTo(fetchMock, 'POST', 'shopping_cart/add_many')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      lines: [
        { line: 1, prodvarid: 11, sizeid: null, quantity: 2 },
        { line: 3, prodvarid: 12, sizeid: 7, quantity: 6 },
      ],
    });
  });

  it('says «Agregar al carrito» without errors, asks for a new review after an edit, and shows a refusal', async () => {
    signIn();
    stubApi({
      'POST quick_order/review': { body: { ok: true, lines: [valid(1, 'CA-1042-NEG', 11, 2)], total: 480 } },
      'POST shopping_cart/add_many': { status: 400, body: { ok: false, msg: 'Línea 1: solo hay 1 caja disponible' } },
    });
    renderWithProviders(<QuickOrderPage />, '/quick-order');
    await paste('CA-1042-NEG 2');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const add = await screen.findByRole('button', { name: 'Agregar al carrito' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Líneas del pedido' }), '0');
    expect(add).toBeDisabled();
    expect(screen.getByText('Cambió el texto: vuelva a revisarlo antes de agregarlo.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Líneas del pedido' }), '{Backspace}');
    await userEvent.click(add);
    expect(await screen.findByText('Línea 1: solo hay 1 caja disponible')).toBeInTheDocument();
  });

  it('a double tap on «Agregar» sends the lines once, and the server’s refusal of a repeat is shown', async () => {
    signIn();
    let answer!: (reply: { body: unknown }) => void;
    const fetchMock = stubApi({
      'POST quick_order/review': { body: { ok: true, lines: [valid(1, 'CA-1042-NEG', 11, 2)], total: 480 } },
      'POST shopping_cart/add_many': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<QuickOrderPage />, '/quick-order');
    await paste('CA-1042-NEG 2');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const add = await screen.findByRole('button', { name: 'Agregar al carrito' });
    await userEvent.dblClick(add);
    expect(add).toBeDisabled();
    answer({ body: { ok: true, msg: '1 producto agregado al carrito', added: 1 } });
    expect(await screen.findByText('1 producto agregado al carrito')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'shopping_cart/add_many')).toHaveLength(1);
  });

  it('shows the server’s refusal of a list too long', async () => {
    signIn();
    stubApi({
      'POST quick_order/review': {
        status: 400,
        body: { ok: false, msg: 'Máximo 500 líneas por pedido rápido: divida la lista en varias partes.' },
      },
    });
    renderWithProviders(<QuickOrderPage />, '/quick-order');
    await paste('A 1');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Máximo 500 líneas por pedido rápido');
  });

  it('says each line error in English from its reason', async () => {
    signIn();
    const stock: QuickOrderReviewLine = {
      ...refused(4, 'CA-1042-NEG', 'Línea 4: solo hay 2 cajas disponibles y ya tiene 1 caja en el carrito'),
      error: {
        reason: 'stock',
        params: { available: 2, inCart: 1, counted: 'BOX' },
        msg: 'Línea 4: solo hay 2 cajas disponibles y ya tiene 1 caja en el carrito',
      },
    };
    stubApi({ 'POST quick_order/review': { body: { ok: true, lines: [withError.lines[1], stock], total: 0 } } });
    await i18n.changeLanguage('en');
    try {
      renderWithProviders(<QuickOrderPage />, '/quick-order');
      const box = await screen.findByRole('textbox', { name: 'Order lines' });
      await userEvent.click(box);
      await userEvent.paste('CA-99 4');
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Line 2: code "ca 99" was not found')).toBeInTheDocument();
      expect(within(alert).getByText('Line 4: only 2 boxes available and you already have 1 box in the cart')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add 0 valid lines' })).toBeDisabled();
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
