import type { CartDetail, MyCartResponse } from '@store/contracts/cart';
import type { ProductCard, Variant } from '@store/contracts/catalog';
import type { OrderDelivery } from '@store/contracts/delivery';
import { lineUnits } from '@store/contracts/pricing';
import { cartSellingLine } from '../lib/selling-unit.ts';

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

/** Three boxes of 12 pairs at $22.90 a pair: 36 pairs, $824.40. */
export function cartLine(overrides: Partial<CartDetail> = {}): CartDetail {
  return {
    cartdetailid: 1,
    quantity: 3,
    size: null,
    available: 238,
    line_total: 824.4,
    cart_product: {
      prodvarid: 921,
      price: 22.9,
      discount_value: 0,
      code: 'AU-1240-VIN',
      color: { name: 'Vino', hexcode: '#7B1E3A' },
      product: {
        productid: 240,
        name: 'Zapatilla casual Austro Sendero',
        stocktype: 'BOXES',
        unit: 'PAIR',
        units_per_box: 12,
        preventa: false,
        product_brand: { name: 'Austro' },
      },
      product_media: [{ url: '/media/products/running.svg' }],
      product_stock: [{ quantity: 238 }],
    },
    ...overrides,
  };
}

export function cartResponse(lines: CartDetail[], extra: Partial<MyCartResponse> = {}): MyCartResponse {
  const total = lines.reduce((sum, l) => sum + l.line_total, 0);
  const subtotal = Math.round((total / 1.15) * 100) / 100;
  return {
    ok: true,
    userCart: {
      cartid: 1,
      cartdetail: lines,
      summary: {
        items: lines.length,
        units: lines.reduce((sum, l) => sum + lineUnits(cartSellingLine(l)), 0),
        gross: total,
        discountcode: null,
        discount_value: 0,
        discount_amount: 0,
        subtotal,
        vat: Math.round((total - subtotal) * 100) / 100,
        total,
      },
    },
    ...extra,
  };
}

/** Where an order goes, as the order keeps it: its main branch, who receives it there. */
export const deliveryFixture: OrderDelivery = {
  branch: 'Matriz',
  name: 'María Quezada',
  phone: '0991234567',
  province: 'Azuay',
  city: 'Cuenca',
  parish: 'Cuenca',
  address: 'Av. Loja 1-23',
  reference: '',
};
