import type { ProductCard, Variant } from '@store/contracts/catalog';

let nextId = 1;

export function variantFixture(overrides: Partial<Variant> & { stock?: number } = {}): Variant {
  const id = nextId++;
  const { stock = 20, ...rest } = overrides;
  return {
    prodvarid: id,
    code: `AR-${id}-NEG`,
    price: 45.5,
    discount_value: 0,
    stock_quantity: stock,
    color: { colorid: id, name: `Color ${id}`, hexcode: '#111111' },
    product_stock: [{ quantity: stock }],
    product_media: [{ url: `/media/products/v${id}.svg`, type: 'image' }],
    ...rest,
  };
}

export function cardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    productid: nextId++,
    name: 'Zapatilla running Andes Runner Inti',
    thumbnail: '/media/products/thumb.svg',
    price: 45.5,
    discount_value: 0,
    stock: 40,
    stocktype: 'BOXES',
    units_per_box: 12,
    preventa: false,
    gender: { genderid: 1, name: 'Hombre' },
    marca: { brandid: 1, name: 'Andes Runner' },
    product_variants: [variantFixture()],
    ...overrides,
  };
}
