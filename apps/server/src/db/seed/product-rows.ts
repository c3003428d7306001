/**
 * Product generation: a product's plan drawn from its template, its description, and the rows it becomes
 * (product, colour variants, stock per size or box, pictures). Shared by the demo and the large catalogue.
 */
import { BOX_UNITS, type StockType } from '@store/contracts';
import { productSearchText } from '../../lib/search-text.ts';
import type * as schema from '../schema.ts';
import {
  GENDER_SIZES,
  type Gender,
  LOOKUP_VALUES,
  type Material,
  type ProductType,
  TECH_TEXT,
  type Technology,
  type Template,
  TYPE_WORD,
  USE_TEXT,
  type Use,
} from './catalogue-words.ts';
import { DAY, EPOCH, HOUR } from './demo-clock.ts';
import type { ImagePool } from './images.ts';
import { BRANDS, PALETTE } from './palette-and-brands.ts';
import type { Rng } from './random.ts';

/** Products are created over this many days after EPOCH. */
const CATALOGUE_SPAN_DAYS = 300;

const sizeId = (name: number) => name - 33;

/** Ids are the 1-based position in each list (rows are inserted with explicit ids). */
const idIn = <T extends string>(list: readonly T[], name: T): number => {
  const i = list.indexOf(name);
  if (i < 0) throw new Error(`Unknown lookup value ${name}`);
  return i + 1;
};
const paletteIndex = (name: (typeof PALETTE)[number]['name']) => PALETTE.findIndex((c) => c.name === name);
type Brand = (typeof BRANDS)[number];
const brandByCode = (code: string): Brand => {
  const b = BRANDS.find((x) => x.code === code);
  if (!b) throw new Error(`Unknown brand code ${code}`);
  return b;
};

type ProductRow = typeof schema.products.$inferInsert;
type VariantRow = typeof schema.variants.$inferInsert;
type StockRow = typeof schema.stock.$inferInsert;
type MediaRow = typeof schema.media.$inferInsert;

export interface CatalogueRows {
  products: ProductRow[];
  variants: VariantRow[];
  stock: StockRow[];
  media: MediaRow[];
}
export const emptyRows = (): CatalogueRows => ({ products: [], variants: [], stock: [], media: [] });

export interface ProductPlan {
  id: number;
  template: Template;
  name: string;
  brand: Brand;
  gender: Gender;
  material: Material;
  type: ProductType;
  technology: Technology;
  use: Use;
  stockType: StockType;
  preventa: boolean;
  discount: number;
  unitsSold: number;
  createdAt: Date;
  /** indexes into PALETTE, one per variant */
  colors: number[];
  priceCents: number;
  /** sizes sold ('34'..'45' as numbers) for SIZES products */
  sizes: number[];
  /** share of variants (after the first) with no stock / with 1–5 units */
  zeroShare: number;
  lowShare: number;
  /** largest number of pictures per variant (1–4) */
  maxMedia: number;
}

/** Picks everything about a product except its flags; `colorCount` distinct colours. */
export function planProduct(
  rng: Rng,
  t: Template,
  id: number,
  name: string,
  stockType: StockType,
  colorCount: number,
): Omit<ProductPlan, 'preventa' | 'discount' | 'unitsSold' | 'createdAt'> {
  const gender = rng.pick(t.genders);
  const allowed = t.colors ? t.colors.map(paletteIndex) : PALETTE.map((_, i) => i);
  const others = PALETTE.map((_, i) => i).filter((i) => !allowed.includes(i));
  const colors = [...rng.sample(allowed, colorCount), ...rng.sample(others, Math.max(0, colorCount - allowed.length))];
  const [lo, hi] = GENDER_SIZES[gender];
  const kids = gender === 'Niño' || gender === 'Niña';
  return {
    id,
    template: t,
    name,
    brand: brandByCode(kids && t.brands.includes('GK') ? 'GK' : rng.pick(t.brands)),
    gender,
    material: rng.pick(t.materials),
    type: rng.pick(t.types),
    technology: rng.pick(t.technologies),
    use: rng.pick(t.uses),
    stockType,
    colors,
    priceCents: rng.int(t.price[0], t.price[1]) * 100 + 90,
    sizes: stockType === 'SIZES' ? Array.from({ length: hi - lo + 1 }, (_, i) => lo + i) : [],
    zeroShare: 0.07,
    lowShare: 0.08,
    maxMedia: 4,
  };
}

/** A product name built from the template's words; the brand is part of it. */
export function productName(rng: Rng, t: Template, brand: Brand): string {
  return `${rng.pick(t.nouns)} ${brand.name} ${rng.pick(t.models)}${rng.pick(t.suffixes)}`;
}

function description(p: ProductPlan): string {
  const t = p.template;
  const first = `${p.name}: modelo ${TYPE_WORD[p.type]} de ${p.material.toLowerCase()}, ideal para ${USE_TEXT[p.use]}.`;
  const tech =
    p.technology === 'Ninguna'
      ? ''
      : t.goods && p.technology === 'Impermeable'
        ? 'Su tela impermeable protege el contenido de la lluvia.'
        : TECH_TEXT[p.technology];
  const second = tech ? `${tech} ${t.plain}` : t.plain;
  let third: string;
  if (p.stockType === 'SIZES') third = `Disponible por talla, de la ${p.sizes[0]} a la ${p.sizes[p.sizes.length - 1]}.`;
  else if (p.stockType === 'BOXES')
    third = t.goods
      ? `Se vende por caja de ${BOX_UNITS} unidades.`
      : `Se vende por caja de ${BOX_UNITS} pares con curva de tallas surtida.`;
  else
    third = t.goods ? 'Se vende por unidades, en múltiplos de 6 o 12.' : 'Se vende por pares, en múltiplos de media caja (6) o caja (12).';
  if (p.preventa) third += ' Producto en preventa: llega el próximo mes.';
  return `${first} ${second} ${third}`;
}

function variantStock(rng: Rng, p: ProductPlan, position: number): { sizeId: number | null; quantity: number }[] {
  const roll = rng.next();
  const kind = position === 0 ? 'plenty' : roll < p.zeroShare ? 'zero' : roll < p.zeroShare + p.lowShare ? 'low' : 'plenty';
  if (p.stockType !== 'SIZES') {
    const quantity = kind === 'zero' ? 0 : kind === 'low' ? rng.int(1, 5) : p.stockType === 'BOXES' ? rng.int(8, 60) : 6 * rng.int(4, 100);
    return [{ sizeId: null, quantity }];
  }
  const q = p.sizes.map(() => 0);
  if (kind === 'low') {
    const total = rng.int(1, 5);
    for (let i = 0; i < total; i++) q[rng.int(0, q.length - 1)]++;
  } else if (kind === 'plenty') {
    for (let i = 0; i < q.length; i++) q[i] = i > 0 && rng.chance(0.08) ? 0 : rng.int(6, 60);
    const total = q.reduce((a, b) => a + b, 0);
    if (total < 24) q[0] += 24 - total;
  }
  return p.sizes.map((size, i) => ({ sizeId: sizeId(size), quantity: q[i] }));
}

/** Appends the rows of one product; returns the next free variant id. */
export function productRows(rng: Rng, p: ProductPlan, pool: ImagePool, firstVariantId: number, out: CatalogueRows): number {
  let variantId = firstVariantId;
  const codes: string[] = [];
  p.colors.forEach((colorIndex, position) => {
    const color = PALETTE[colorIndex];
    const code = `${p.brand.code}-${1000 + p.id}-${color.code}`;
    codes.push(code);
    out.variants.push({
      id: variantId,
      productId: p.id,
      code,
      colorId: colorIndex + 1,
      priceCents: p.priceCents,
      discountPercent: p.discount,
      position,
    });
    for (const s of variantStock(rng, p, position)) out.stock.push({ variantId, sizeId: s.sizeId, quantity: s.quantity });
    const pictures = rng.int(1, p.maxMedia);
    for (let angle = 0; angle < pictures; angle++) {
      out.media.push({ variantId, url: pool.productImageUrl(p.template.silhouette, color.hex, angle), type: 'image', position: angle });
    }
    variantId++;
  });
  out.products.push({
    id: p.id,
    name: p.name,
    description: description(p),
    stockType: p.stockType,
    preventa: p.preventa,
    active: true,
    brandId: BRANDS.indexOf(p.brand) + 1,
    genderId: idIn(LOOKUP_VALUES.genders, p.gender),
    categoryId: idIn(LOOKUP_VALUES.categories, p.template.category),
    materialId: idIn(LOOKUP_VALUES.materials, p.material),
    typeId: idIn(LOOKUP_VALUES.types, p.type),
    technologyId: idIn(LOOKUP_VALUES.technologies, p.technology),
    useId: idIn(LOOKUP_VALUES.uses, p.use),
    searchText: productSearchText(p.name, codes),
    unitsSold: p.unitsSold,
    createdAt: p.createdAt,
  });
  return variantId;
}

/** `count` distinct creation dates over CATALOGUE_SPAN_DAYS after EPOCH, in a random order. */
export function creationDates(rng: Rng, count: number): Date[] {
  const step = (CATALOGUE_SPAN_DAYS * DAY) / count;
  const jitter = Math.min(step / 2, 6 * HOUR);
  return rng.shuffle(
    Array.from({ length: count }, (_, k) => new Date(EPOCH.getTime() + 9 * HOUR + Math.floor(k * step + rng.next() * jitter))),
  );
}
