import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderPage, type StubRequest, stubApi } from '../../../test/render-page.tsx';
import HeaderSearch from './header-search.tsx';

afterEach(() => vi.unstubAllGlobals());

const product = (productid: number, name: string, code: string | null = null) => ({
  productid,
  name,
  brand: 'Andina',
  code,
  thumbnail: '',
  price: null,
  discount_value: 0,
  preventa: false,
});

function setup(
  answer: (request: StubRequest) => unknown = () => ({
    body: { ok: true, products: [product(11, 'Bota Cuenca'), product(12, 'Botín Loja', 'CA-12-NEG')] },
  }),
) {
  const fetchMock = stubApi({ 'GET product/suggest': answer as never });
  renderPage(<HeaderSearch />, { path: '/about' });
  const field = screen.getByRole('combobox', { name: 'Buscar productos por nombre o código' });
  return { fetchMock, field };
}

const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
const key = (field: HTMLElement, name: string) => fireEvent.keyDown(field, { key: name });
const location = () => screen.getByTestId('location').textContent;

describe('HeaderSearch', () => {
  it('asks for nothing under two letters, then lists the suggestions and «Ver todos los resultados»', async () => {
    const { fetchMock, field } = setup();
    type(field, 'b');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(callsTo(fetchMock, 'GET', 'product/suggest')).toHaveLength(0);
    expect(field).toHaveAttribute('aria-expanded', 'false');

    type(field, 'bo');
    await screen.findByRole('option', { name: /Bota Cuenca/ });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Bota CuencaAndina',
      'Botín LojaAndina · Código CA-12-NEG',
      'Ver todos los resultados',
    ]);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Sugerencias' }).id);
    const [call] = callsTo(fetchMock, 'GET', 'product/suggest');
    expect(new URL(String(call[0]), 'http://x').searchParams.get('q')).toBe('bo');
  });

  it('moves through the options with the arrows (wrapping) and opens the highlighted product with Enter', async () => {
    const { field } = setup();
    type(field, 'bot');
    await screen.findByRole('option', { name: /Bota Cuenca/ });
    const options = screen.getAllByRole('option');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    key(field, 'ArrowDown');
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key(field, 'ArrowDown');
    key(field, 'ArrowDown');
    expect(field).toHaveAttribute('aria-activedescendant', options[2].id);
    key(field, 'ArrowDown');
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
    key(field, 'ArrowUp');
    key(field, 'ArrowUp');
    expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    key(field, 'Enter');
    expect(location()).toBe('/product?productid=12');
    expect(field).toHaveValue('');
  });

  it('searches the store with Enter when nothing is highlighted, and from «Ver todos los resultados»', async () => {
    const { field } = setup();
    type(field, 'bota negra');
    await screen.findByRole('option', { name: /Bota Cuenca/ });
    key(field, 'Enter');
    expect(location()).toBe('/store?search=bota+negra');

    type(field, 'botín');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    key(field, 'ArrowUp');
    expect(screen.getByRole('option', { name: /Ver todos los resultados/ })).toHaveAttribute('aria-selected', 'true');
    key(field, 'Enter');
    expect(location()).toBe('/store?search=bot%C3%ADn');
  });

  it('closes the list with Escape, then clears the field with a second Escape', async () => {
    const { field } = setup();
    type(field, 'bo');
    await screen.findByRole('option', { name: /Bota Cuenca/ });
    key(field, 'ArrowDown');
    key(field, 'Escape');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('bo');
    key(field, 'Escape');
    expect(field).toHaveValue('');
  });

  it('drops the request for text typed past', async () => {
    const signals: AbortSignal[] = [];
    const { field } = setup(({ url, init }) => {
      signals.push(init.signal as AbortSignal);
      // the first text never answers; the second does
      if (url.searchParams.get('q') === 'bo') return new Promise(() => {});
      return { body: { ok: true, products: [product(13, 'Bota Ambato')] } };
    });
    type(field, 'bo');
    await waitFor(() => expect(signals).toHaveLength(1));
    type(field, 'bota');
    expect(await screen.findByRole('option', { name: /Bota Ambato/ })).toBeInTheDocument();
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });
});
