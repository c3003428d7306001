import { DEFAULT_IMAGE_URL } from '@store/contracts/constants';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../lib/router.tsx';
import { cardFixture, variantFixture } from '../../test/fixtures.ts';
import { cardImage } from './card-image.ts';
import { ProductCard } from './product-card.tsx';

const renderCard = (product = cardFixture()) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
const picture = (name: string) => screen.getByRole('img', { name }) as HTMLImageElement;

describe('card image priority', () => {
  const few = variantFixture({ stock: 5 });
  const enough = variantFixture({ stock: 6 });
  const units = { stocktype: 'UNITS', units_per_box: 12 } as const;
  const product = { ...units, product_variants: [few, enough] };

  it('uses the first variant with six or more units, skipping those below', () => {
    expect(cardImage(product, null, false)).toBe(enough.product_media[0].url);
  });
  it('counts a box product in pairs: one box of 12 is enough, none is not', () => {
    const none = variantFixture({ stock: 0 });
    const oneBox = variantFixture({ stock: 1 });
    expect(cardImage({ stocktype: 'BOXES', units_per_box: 12, product_variants: [none, oneBox] }, null, false)).toBe(
      oneBox.product_media[0].url,
    );
  });
  it('prefers the selected variant, and the placeholder once the picture failed', () => {
    expect(cardImage(product, few, false)).toBe(few.product_media[0].url);
    expect(cardImage(product, few, true)).toBe(DEFAULT_IMAGE_URL);
  });
  it('falls back to the placeholder when no variant is available', () => {
    expect(cardImage({ ...units, product_variants: [few] }, null, false)).toBe(DEFAULT_IMAGE_URL);
  });
});

describe('ProductCard', () => {
  it('shows a visitor no price, the register text and a login button', () => {
    renderCard(cardFixture({ price: null, product_variants: [variantFixture({ price: null })] }));
    expect(screen.getByText('Regístrate para ver los precios')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Comprar/ })).toBeNull();
  });

  it('shows a distributor the discounted price with two decimals, the struck original, the badge and the banner', () => {
    const product = cardFixture({ price: 40, discount_value: 15 });
    renderCard(product);
    expect(screen.getByText('$34.00')).toBeInTheDocument();
    expect(screen.getByText('$40.00').tagName).toBe('S');
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
    expect(screen.getByText('¡Hasta un 15% de descuento aplicado!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Comprar/ })).toHaveAttribute('href', `/product?productid=${product.productid}`);
  });

  it('shows no badge without a discount', () => {
    renderCard(cardFixture({ price: 40, discount_value: 0 }));
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('counts every variant but lists only those with six or more in the colour carousel', () => {
    const variants = [
      variantFixture({ stock: 30 }),
      variantFixture({ stock: 2 }),
      variantFixture({ stock: 0 }),
      variantFixture({ stock: 6 }),
    ];
    renderCard(cardFixture({ stocktype: 'UNITS', product_variants: variants }));
    expect(screen.getByText('4 Colores disponibles')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('title')),
    ).toEqual([variants[0].code, variants[3].code]);
  });

  it('hovering a colour shows its picture and code; leaving the carousel clears it', () => {
    const [first, second] = [variantFixture(), variantFixture()];
    renderCard(cardFixture({ name: 'Bota Volcán', product_variants: [first, second] }));
    expect(picture('Bota Volcán').getAttribute('src')).toBe(first.product_media[0].url);
    fireEvent.mouseEnter(screen.getByTitle(second.code));
    expect(picture('Bota Volcán').getAttribute('src')).toBe(second.product_media[0].url);
    expect(screen.getByRole('heading', { name: second.code })).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Colores' }));
    expect(screen.getByRole('heading', { name: 'Bota Volcán' })).toBeInTheDocument();
    expect(picture('Bota Volcán').getAttribute('src')).toBe(first.product_media[0].url);
  });

  it('keeps a skeleton until the picture loads, and swaps a broken picture for the placeholder', () => {
    renderCard(cardFixture({ name: 'Bota Volcán' }));
    expect(screen.getByTestId('image-skeleton')).toBeInTheDocument();
    fireEvent.error(picture('Bota Volcán'));
    expect(picture('Bota Volcán').getAttribute('src')).toBe(DEFAULT_IMAGE_URL);
    fireEvent.load(picture('Bota Volcán'));
    expect(screen.queryByTestId('image-skeleton')).toBeNull();
  });

  it("stops the pulse of a picture that loaded before the page hydrated (the server's HTML), with no load event", () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(400);
    try {
      renderCard(cardFixture({ name: 'Bota Volcán' }));
      expect(screen.queryByTestId('image-skeleton')).toBeNull();
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  it('offers a photo in the widths the server makes, sized to the card; a vector as it is', () => {
    const photo = '/media/uploads/products/0123456789abcdef0123456789abcdef.webp';
    const variant = variantFixture({ product_media: [{ url: photo, type: 'image' }] });
    renderCard(cardFixture({ name: 'Bota Volcán', product_variants: [variant] }));
    const img = picture('Bota Volcán');
    expect(img.getAttribute('src')).toBe('/media/fit/640/uploads/products/0123456789abcdef0123456789abcdef.webp');
    expect(img.getAttribute('srcset')).toBe(
      [160, 320, 480, 640, 960, 1200].map((w) => `/media/fit/${w}/uploads/products/0123456789abcdef0123456789abcdef.webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['400', '400', 'lazy']);
  });

  it("offers a colour's thumbnail photo at its 36 pixels, not the whole photo", () => {
    const photo = '/media/uploads/products/0123456789abcdef0123456789abcdef.webp';
    const variant = variantFixture({ product_media: [{ url: photo, type: 'image' }] });
    renderCard(cardFixture({ name: 'Bota Volcán', product_variants: [variant] }));
    const thumb = within(screen.getByRole('button', { name: variant.color.name })).getByRole('presentation');
    expect(thumb.getAttribute('sizes')).toBe('36px');
    expect(thumb.getAttribute('srcset')).toContain('/media/fit/160/uploads/products/0123456789abcdef0123456789abcdef.webp 160w');
  });

  it('sends a vector picture as it is: no widths to choose from', () => {
    const variant = variantFixture();
    renderCard(cardFixture({ name: 'Bota Volcán', product_variants: [variant] }));
    expect(picture('Bota Volcán').getAttribute('src')).toBe(variant.product_media[0].url);
    expect(picture('Bota Volcán').hasAttribute('srcset')).toBe(false);
  });
});
