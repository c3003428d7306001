/**
 * The demo data set: fictional brands, lookups, ~240 products with colour variants, stock, images,
 * banners, brand publicity, discount codes and the demo accounts. Deterministic: a fixed PRNG seed and
 * dates relative to EPOCH, explicit ids for the rows others point at, one transaction.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BOX_UNITS, cantonsOf, cedulaCheckDigit, isValidCedula, isValidRuc, modulus11CheckDigit, type StockType } from '@store/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/password.ts';
import { productSearchText } from '../../lib/search-text.ts';
import type { Db, DbOrTx } from '../client.ts';
import * as schema from '../schema.ts';
import { placeDemoOrders } from './demo-orders.ts';
import { BRANDS, ensureImagePool, type ImagePool, PALETTE, type Silhouette } from './images.ts';
import { createRng, type Rng } from './random.ts';

/** Every seeded date is relative to this instant, so runs are identical. */
/** Midnight in Ecuador, where the store's staff read every date. */
export const EPOCH = new Date('2026-01-01T00:00:00-05:00');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Products are created over this many days after EPOCH. */
const CATALOGUE_SPAN_DAYS = 300;
export const DEMO_SEED = 20_260_101;

// ---------------------------------------------------------------- lookups

export const LOOKUPS = {
  categories: ['Zapatillas', 'Botas', 'Sandalias', 'Zapatos formales', 'Pantuflas', 'Balones', 'Accesorios deportivos'],
  genders: ['Hombre', 'Mujer', 'Niño', 'Niña', 'Unisex'],
  materials: ['Cuero', 'Sintético', 'Lona', 'Malla', 'Gamuza', 'Caucho'],
  types: ['Deportivo', 'Casual', 'Formal', 'Escolar', 'Seguridad', 'Playero'],
  technologies: ['Amortiguación de aire', 'Espuma EVA', 'Suela antideslizante', 'Impermeable', 'Transpirable', 'Ninguna'],
  uses: ['Running', 'Fútbol', 'Diario', 'Trabajo', 'Escolar', 'Trekking', 'Básquet', 'Vóley'],
} as const;
/** Categories whose products are counted in units rather than pairs. */
export const UNIT_CATEGORIES: readonly Category[] = ['Balones', 'Accesorios deportivos'];
type Lookups = typeof LOOKUPS;
type Category = Lookups['categories'][number];
type Gender = Lookups['genders'][number];
type Material = Lookups['materials'][number];
type ProductType = Lookups['types'][number];
type Technology = Lookups['technologies'][number];
type Use = Lookups['uses'][number];

/** Shoe sizes '34'..'45'; ids and sort_order follow this order (sizeid 1 = '34'). */
export const SIZE_NAMES = Array.from({ length: 12 }, (_, i) => String(34 + i));
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

// ---------------------------------------------------------------- product templates

export interface Template {
  key: string;
  /** products of this template in the demo catalogue (also the weight in the large one) */
  count: number;
  category: Category;
  silhouette: Silhouette;
  nouns: readonly string[];
  models: readonly string[];
  suffixes: readonly string[];
  genders: readonly Gender[];
  types: readonly ProductType[];
  uses: readonly Use[];
  materials: readonly Material[];
  technologies: readonly Technology[];
  brands: readonly string[];
  /** whole dollars; prices end in .90 */
  price: [number, number];
  /** colour names; all colours when absent */
  colors?: readonly (typeof PALETTE)[number]['name'][];
  /** balls and accessories: BOXES or UNITS only */
  goods?: boolean;
  /** said when the technology is 'Ninguna' */
  plain: string;
}

export const SHOE_MODELS = [
  'Cumbre',
  'Sendero',
  'Nevado',
  'Páramo',
  'Quinde',
  'Colibrí',
  'Ruta',
  'Pulso',
  'Tempo',
  'Brisa',
  'Rayo',
  'Vuelo',
  'Ola',
  'Arena',
  'Coral',
  'Roca',
  'Lava',
  'Ceniza',
  'Inti',
  'Killa',
  'Yaku',
  'Wayra',
  'Sumak',
  'Nube',
  'Trueno',
  'Urbano',
  'Flex',
  'Grip',
  'Street',
  'Sprint',
  'Flow',
  'Trail',
  'Comfort',
  'Elite',
  'Cotopaxi',
  'Ilaló',
  'Pichincha',
  'Cajas',
  'Yasuní',
  'Podocarpus',
] as const;
const SHOE_SUFFIXES = ['', ' 2', ' 3', ' 4', ' Pro', ' Plus', ' Lite', ' Max', ' X'] as const;
const CLASSIC = ['Negro', 'Café', 'Vino', 'Azul marino', 'Gris', 'Beige'] as const;
const SCHOOL = ['Negro', 'Blanco', 'Azul marino', 'Café'] as const;
const EARTH = ['Negro', 'Café', 'Beige', 'Verde oliva', 'Gris', 'Vino', 'Amarillo'] as const;

export const TEMPLATES: readonly Template[] = [
  {
    key: 'running',
    count: 26,
    category: 'Zapatillas',
    silhouette: 'running',
    nouns: ['Zapatilla running', 'Zapatilla de correr'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer', 'Unisex'],
    types: ['Deportivo'],
    uses: ['Running'],
    materials: ['Malla', 'Sintético'],
    technologies: ['Amortiguación de aire', 'Espuma EVA', 'Transpirable'],
    brands: ['AR', 'PS', 'QU', 'MM', 'TT'],
    price: [29, 79],
    plain: 'Suela de caucho con buen agarre.',
  },
  {
    key: 'trail',
    count: 14,
    category: 'Zapatillas',
    silhouette: 'running',
    nouns: ['Zapatilla de trail', 'Zapatilla de montaña'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer', 'Unisex'],
    types: ['Deportivo'],
    uses: ['Trekking', 'Running'],
    materials: ['Malla', 'Sintético', 'Gamuza'],
    technologies: ['Suela antideslizante', 'Impermeable', 'Transpirable'],
    brands: ['AR', 'CH', 'VO', 'TT'],
    price: [39, 89],
    colors: EARTH,
    plain: 'Puntera reforzada para terrenos irregulares.',
  },
  {
    key: 'casual',
    count: 24,
    category: 'Zapatillas',
    silhouette: 'running',
    nouns: ['Zapatilla urbana', 'Zapatilla casual', 'Tenis urbano'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer', 'Unisex', 'Niño', 'Niña'],
    types: ['Casual'],
    uses: ['Diario'],
    materials: ['Lona', 'Cuero', 'Gamuza', 'Sintético'],
    technologies: ['Espuma EVA', 'Ninguna', 'Transpirable'],
    brands: ['QU', 'CA', 'MM', 'AU', 'AM'],
    price: [19, 59],
    plain: 'Costuras reforzadas y plantilla acolchada.',
  },
  {
    key: 'basket',
    count: 10,
    category: 'Zapatillas',
    silhouette: 'hightop',
    nouns: ['Zapatilla de básquet', 'Zapatilla de básquet caña alta'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer', 'Unisex'],
    types: ['Deportivo'],
    uses: ['Básquet'],
    materials: ['Sintético', 'Cuero', 'Malla'],
    technologies: ['Amortiguación de aire', 'Espuma EVA'],
    brands: ['PS', 'MM', 'QU'],
    price: [39, 89],
    plain: 'Caña alta que protege el tobillo.',
  },
  {
    key: 'football',
    count: 16,
    category: 'Zapatillas',
    silhouette: 'cleat',
    nouns: ['Zapato de fútbol', 'Pupo de fútbol', 'Zapato de fútbol sala'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Niño', 'Unisex'],
    types: ['Deportivo'],
    uses: ['Fútbol'],
    materials: ['Sintético', 'Cuero'],
    technologies: ['Suela antideslizante', 'Ninguna', 'Transpirable'],
    brands: ['MM', 'PS', 'CO'],
    price: [24, 79],
    plain: 'Tapones moldeados para césped natural y sintético.',
  },
  {
    key: 'school-sneaker',
    count: 8,
    category: 'Zapatillas',
    silhouette: 'running',
    nouns: ['Zapatilla escolar'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Niño', 'Niña'],
    types: ['Escolar'],
    uses: ['Escolar'],
    materials: ['Lona', 'Sintético', 'Cuero'],
    technologies: ['Espuma EVA', 'Suela antideslizante'],
    brands: ['GK', 'QU'],
    price: [14, 34],
    colors: SCHOOL,
    plain: 'Resistente al uso diario en el colegio.',
  },
  {
    key: 'school-shoe',
    count: 10,
    category: 'Zapatos formales',
    silhouette: 'formal',
    nouns: ['Zapato escolar', 'Zapato colegial'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Niño', 'Niña'],
    types: ['Escolar'],
    uses: ['Escolar'],
    materials: ['Cuero', 'Sintético'],
    technologies: ['Suela antideslizante', 'Ninguna'],
    brands: ['GK', 'AU', 'CA'],
    price: [19, 39],
    colors: SCHOOL,
    plain: 'Cuero fácil de lustrar y suela cosida.',
  },
  {
    key: 'boot-leather',
    count: 14,
    category: 'Botas',
    silhouette: 'boot',
    nouns: ['Bota', 'Botín', 'Bota de media caña'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer'],
    types: ['Casual', 'Formal'],
    uses: ['Diario', 'Trabajo'],
    materials: ['Cuero', 'Gamuza'],
    technologies: ['Suela antideslizante', 'Impermeable', 'Ninguna'],
    brands: ['CO', 'AU', 'CA', 'VO'],
    price: [39, 89],
    colors: EARTH,
    plain: 'Cuero curtido en la sierra y forro suave.',
  },
  {
    key: 'boot-trek',
    count: 8,
    category: 'Botas',
    silhouette: 'boot',
    nouns: ['Bota de trekking', 'Bota de montaña'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer', 'Unisex'],
    types: ['Deportivo'],
    uses: ['Trekking'],
    materials: ['Cuero', 'Sintético', 'Gamuza'],
    technologies: ['Impermeable', 'Suela antideslizante'],
    brands: ['CH', 'VO', 'TT', 'AR'],
    price: [44, 89],
    colors: EARTH,
    plain: 'Caña acolchada y suela de tacos profundos.',
  },
  {
    key: 'boot-work',
    count: 10,
    category: 'Botas',
    silhouette: 'boot',
    nouns: ['Bota de seguridad', 'Bota de caucho', 'Bota industrial'],
    models: ['Obra', 'Taller', 'Campo', 'Faena', 'Minga', 'Hacienda', 'Roca', 'Volcán', 'Acero', 'Fuerte'],
    suffixes: ['', ' Pro', ' Plus', ' 2', ' 3'],
    genders: ['Hombre', 'Unisex'],
    types: ['Seguridad'],
    uses: ['Trabajo'],
    materials: ['Caucho', 'Cuero', 'Sintético'],
    technologies: ['Suela antideslizante', 'Impermeable'],
    brands: ['CO', 'VO', 'CH'],
    price: [24, 69],
    colors: ['Negro', 'Café', 'Amarillo', 'Verde oliva', 'Gris'],
    plain: 'Puntera reforzada para el trabajo pesado.',
  },
  {
    key: 'sandal',
    count: 22,
    category: 'Sandalias',
    silhouette: 'sandal',
    nouns: ['Sandalia playera', 'Sandalia deportiva', 'Chancla', 'Sandalia casual'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer', 'Niño', 'Niña', 'Unisex'],
    types: ['Playero', 'Casual'],
    uses: ['Diario'],
    materials: ['Caucho', 'Sintético', 'Cuero'],
    technologies: ['Espuma EVA', 'Ninguna', 'Suela antideslizante'],
    brands: ['PS', 'GK', 'QU', 'AM'],
    price: [9, 34],
    plain: 'Correas ajustables y secado rápido.',
  },
  {
    key: 'formal',
    count: 22,
    category: 'Zapatos formales',
    silhouette: 'formal',
    nouns: ['Zapato formal', 'Zapato de vestir', 'Mocasín'],
    models: SHOE_MODELS,
    suffixes: SHOE_SUFFIXES,
    genders: ['Hombre', 'Mujer'],
    types: ['Formal'],
    uses: ['Diario', 'Trabajo'],
    materials: ['Cuero', 'Gamuza'],
    technologies: ['Ninguna', 'Espuma EVA', 'Suela antideslizante'],
    brands: ['AU', 'CA', 'CO'],
    price: [34, 89],
    colors: CLASSIC,
    plain: 'Hecho a mano por artesanos cuencanos.',
  },
  {
    key: 'slipper',
    count: 12,
    category: 'Pantuflas',
    silhouette: 'slipper',
    nouns: ['Pantufla', 'Pantufla abrigada'],
    models: ['Nube', 'Llama', 'Alpaca', 'Oso', 'Abrigo', 'Hogar', 'Siesta', 'Lana', 'Copo', 'Calma'],
    suffixes: ['', ' Kids', ' Plus', ' 2'],
    genders: ['Hombre', 'Mujer', 'Niño', 'Niña', 'Unisex'],
    types: ['Casual'],
    uses: ['Diario'],
    materials: ['Sintético', 'Lona', 'Gamuza'],
    technologies: ['Ninguna', 'Espuma EVA'],
    brands: ['GK', 'QU', 'CA', 'AM'],
    price: [9, 24],
    plain: 'Forro polar suave y suela silenciosa.',
  },
  {
    key: 'ball-football',
    count: 12,
    category: 'Balones',
    silhouette: 'football',
    goods: true,
    nouns: ['Balón de fútbol'],
    models: ['Estadio', 'Clásico', 'Liga', 'Barrio', 'Cancha', 'Match', 'Training', 'Copa', 'Pichincha', 'Atahualpa'],
    suffixes: [' N.º 5', ' N.º 4', ' N.º 3'],
    genders: ['Unisex'],
    types: ['Deportivo'],
    uses: ['Fútbol'],
    materials: ['Sintético', 'Cuero'],
    technologies: ['Ninguna'],
    brands: ['MM', 'PS', 'AR'],
    price: [12, 39],
    plain: 'Costuras reforzadas y cámara de butilo que mantiene la presión.',
  },
  {
    key: 'ball-basket',
    count: 8,
    category: 'Balones',
    silhouette: 'basketball',
    goods: true,
    nouns: ['Balón de básquet'],
    models: ['Street', 'Aro', 'Triple', 'Cancha', 'Liga', 'Clásico', 'Rebote', 'Tablero'],
    suffixes: [' N.º 7', ' N.º 6', ' N.º 5'],
    genders: ['Unisex'],
    types: ['Deportivo'],
    uses: ['Básquet'],
    materials: ['Caucho', 'Sintético'],
    technologies: ['Ninguna'],
    brands: ['MM', 'PS'],
    price: [14, 39],
    colors: ['Naranja', 'Café', 'Negro', 'Azul marino', 'Rojo'],
    plain: 'Superficie con textura para un mejor control.',
  },
  {
    key: 'ball-volley',
    count: 8,
    category: 'Balones',
    silhouette: 'volleyball',
    goods: true,
    nouns: ['Balón de vóley', 'Balón de ecuavóley'],
    models: ['Playa', 'Barrio', 'Net', 'Set', 'Clásico', 'Liga', 'Remate', 'Saque'],
    suffixes: ['', ' Pro', ' Soft'],
    genders: ['Unisex'],
    types: ['Deportivo', 'Playero'],
    uses: ['Vóley'],
    materials: ['Sintético', 'Cuero'],
    technologies: ['Ninguna'],
    brands: ['PS', 'MM', 'QU'],
    price: [11, 34],
    plain: 'Tacto suave y paneles termosellados.',
  },
  {
    key: 'bag',
    count: 8,
    category: 'Accesorios deportivos',
    silhouette: 'bag',
    goods: true,
    nouns: ['Maleta deportiva', 'Bolso de gimnasio'],
    models: ['Viaje', 'Gym', 'Club', 'Equipo', 'Andina', 'Ruta', 'Cumbre', 'Urbana'],
    suffixes: ['', ' 30 L', ' 45 L', ' Pro'],
    genders: ['Unisex'],
    types: ['Deportivo', 'Casual'],
    uses: ['Fútbol', 'Diario', 'Running'],
    materials: ['Lona', 'Sintético'],
    technologies: ['Impermeable', 'Ninguna'],
    brands: ['AR', 'MM', 'PS', 'TT'],
    price: [14, 44],
    plain: 'Bolsillo lateral para zapatos y correa ajustable.',
  },
  {
    key: 'bottle',
    count: 8,
    category: 'Accesorios deportivos',
    silhouette: 'bottle',
    goods: true,
    nouns: ['Tomatodo deportivo', 'Botella deportiva'],
    models: ['Hidra', 'Yaku', 'Fresh', 'Ruta', 'Cumbre', 'Agua Viva', 'Manantial', 'Sport'],
    suffixes: [' 750 ml', ' 1 L', ' 500 ml'],
    genders: ['Unisex'],
    types: ['Deportivo'],
    uses: ['Running', 'Trekking', 'Diario'],
    materials: ['Sintético', 'Caucho'],
    technologies: ['Ninguna'],
    brands: ['AR', 'PS', 'TT', 'AM'],
    price: [9, 19],
    plain: 'Libre de BPA, con tapa antiderrame.',
  },
];

const TYPE_WORD: Record<ProductType, string> = {
  Deportivo: 'deportivo',
  Casual: 'casual',
  Formal: 'formal',
  Escolar: 'escolar',
  Seguridad: 'de seguridad',
  Playero: 'playero',
};
const USE_TEXT: Record<Use, string> = {
  Running: 'salir a correr',
  Fútbol: 'jugar fútbol en césped natural o sintético',
  Diario: 'el uso diario',
  Trabajo: 'jornadas largas de trabajo',
  Escolar: 'el colegio',
  Trekking: 'caminatas y senderos de montaña',
  Básquet: 'la cancha de básquet',
  Vóley: 'partidos de vóley y ecuavóley',
};
const TECH_TEXT: Record<Exclude<Technology, 'Ninguna'>, string> = {
  'Amortiguación de aire': 'Su cámara de amortiguación de aire reduce el impacto en cada paso.',
  'Espuma EVA': 'La plantilla de espuma EVA es liviana y cómoda durante todo el día.',
  'Suela antideslizante': 'La suela antideslizante da buen agarre en superficies húmedas.',
  Impermeable: 'Su forro impermeable mantiene los pies secos en días de lluvia.',
  Transpirable: 'El material transpirable mantiene el pie fresco.',
};

/** Sizes sold per gender (always within 34–45). */
export const GENDER_SIZES: Record<Gender, [number, number]> = {
  Hombre: [38, 45],
  Mujer: [34, 41],
  Niño: [34, 38],
  Niña: [34, 38],
  Unisex: [35, 44],
};
const DISCOUNTS = [5, 10, 15, 20, 25, 30, 40] as const;

// ---------------------------------------------------------------- building product rows

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
    genderId: idIn(LOOKUPS.genders, p.gender),
    categoryId: idIn(LOOKUPS.categories, p.template.category),
    materialId: idIn(LOOKUPS.materials, p.material),
    typeId: idIn(LOOKUPS.types, p.type),
    technologyId: idIn(LOOKUPS.technologies, p.technology),
    useId: idIn(LOOKUPS.uses, p.use),
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

// ---------------------------------------------------------------- writing

/** Multi-row inserts of `size` rows, typed through drizzle (small tables). */
export async function insertBatched<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][], size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic insert typing does not follow a generic table
    await tx.insert(table).values(rows.slice(i, i + size) as any);
  }
}

/**
 * Multi-row inserts of `size` rows sent as one JSON parameter (`json_to_recordset`): one bind value per
 * batch instead of one per cell, which keeps large seeds fast on PGlite and PostgreSQL alike.
 * The columns are the keys of the first row; every row must have the same keys.
 */
export async function insertJsonBatched<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][], size = 1000): Promise<void> {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const byKey = new Map(Object.entries(getTableColumns(table)));
  const columns = Object.keys(rows[0]).map((key) => {
    const column = byKey.get(key);
    if (!column) throw new Error(`${config.name} has no column ${key}`);
    const type = column
      .getSQLType()
      .replace(/^serial$/, 'integer')
      .replace(/^bigserial$/, 'bigint');
    return { key, name: column.name, type };
  });
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const definition = columns.map((c) => `"${c.name}" ${c.type}`).join(', ');
  const prefix = sql.raw(`insert into "${config.name}" (${names}) select ${names} from json_to_recordset(`);
  const suffix = sql.raw(`::json) as x(${definition})`);
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size).map((row) => {
      const record: Record<string, unknown> = {};
      for (const c of columns) record[c.name] = (row as Record<string, unknown>)[c.key] ?? null;
      return record;
    });
    await tx.execute(sql`${prefix}${JSON.stringify(batch)}${suffix}`);
  }
}

export async function insertCatalogueRows(tx: DbOrTx, rows: CatalogueRows, size = 1000): Promise<void> {
  await insertJsonBatched(tx, schema.products, rows.products, size);
  await insertJsonBatched(tx, schema.variants, rows.variants, size);
  await insertJsonBatched(tx, schema.stock, rows.stock, size);
  await insertJsonBatched(tx, schema.media, rows.media, size);
}

/** Rows inserted with explicit ids leave the serial sequences behind: move them past the data. */
export async function syncSequences(tx: DbOrTx): Promise<void> {
  const serials: [string, string][] = [
    ['brands', 'brandid'],
    ['categories', 'categoryid'],
    ['genders', 'genderid'],
    ['materials', 'materialid'],
    ['types', 'typeid'],
    ['technologies', 'technologyid'],
    ['uses', 'useid'],
    ['colors', 'colorid'],
    ['sizes', 'sizeid'],
    ['products', 'productid'],
    ['product_variants', 'prodvarid'],
    ['users', 'userid'],
  ];
  for (const [table, column] of serials) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1);
  return rows.length === 0;
}

export async function assertDatabaseEmpty(db: DbOrTx, what: string): Promise<void> {
  const result = await db.execute(
    sql`select (select count(*) from brands) as brands, (select count(*) from products) as products, (select count(*) from users) as users`,
  );
  const row = result.rows[0] as Record<string, unknown>;
  const [brands, products, users] = [row.brands, row.products, row.users].map(Number);
  if (brands + products + users > 0) {
    throw new Error(
      `${what} needs an empty database, but it already has ${brands} brands, ${products} products and ${users} users. ` +
        'Use a new DATA_DIR (PGlite) or a new database, or pass --reset to the seed command.',
    );
  }
}

/** Lookups, brands, banners, brand publicity and discount codes, with explicit ids. */
export async function insertReferenceData(tx: DbOrTx, pool: ImagePool): Promise<void> {
  const named = (list: readonly string[]) => list.map((name, i) => ({ id: i + 1, name }));
  await tx
    .insert(schema.categories)
    .values(
      named(LOOKUPS.categories).map((c) => ({ ...c, unit: UNIT_CATEGORIES.includes(c.name as Category) ? 'UNIT' : 'PAIR' }) as const),
    );
  await tx.insert(schema.genders).values(named(LOOKUPS.genders));
  await tx.insert(schema.materials).values(named(LOOKUPS.materials));
  await tx.insert(schema.types).values(named(LOOKUPS.types));
  await tx.insert(schema.technologies).values(named(LOOKUPS.technologies));
  await tx.insert(schema.uses).values(named(LOOKUPS.uses));
  await tx.insert(schema.colors).values(PALETTE.map((c, i) => ({ id: i + 1, name: c.name, hexcode: c.hex })));
  await tx.insert(schema.sizes).values(SIZE_NAMES.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })));
  await tx.insert(schema.brands).values(BRANDS.map((b, i) => ({ id: i + 1, name: b.name, logoUrl: pool.brandLogoUrl(b.slug) })));

  const banners: (typeof schema.banners.$inferInsert)[] = pool.bannerImageUrls.map((url, i) => ({ type: 'image', url, position: i }));
  if (pool.videoBannerUrl) banners.push({ type: 'video', url: pool.videoBannerUrl, position: banners.length });
  banners.push({ type: 'bottom', url: pool.bottomBannerUrl, position: 0 });
  await tx.insert(schema.banners).values(banners);

  await tx.insert(schema.brandPublicity).values([
    ...BRANDS.map((b, i) => ({ brandId: i + 1, url: pool.brandLogoUrl(b.slug), landing: false, position: i })),
    ...pool.promoUrls.map((p, i) => ({
      brandId: BRANDS.findIndex((b) => b.slug === p.slug) + 1,
      url: p.url,
      landing: true,
      position: i,
    })),
  ]);

  await tx.insert(schema.discountCodes).values([
    { code: 'MAYORISTA10', percent: 10, active: true, createdAt: EPOCH },
    { code: 'BIENVENIDA15', percent: 15, active: true, startsAt: EPOCH, endsAt: new Date('2030-12-31T23:59:59-05:00'), createdAt: EPOCH },
    {
      code: 'VERANO2025',
      percent: 20,
      active: true,
      startsAt: new Date('2025-01-01T00:00:00-05:00'),
      endsAt: new Date('2025-03-31T23:59:59-05:00'),
      createdAt: EPOCH,
    },
    { code: 'INACTIVO5', percent: 5, active: false, createdAt: EPOCH },
  ]);
}

// ---------------------------------------------------------------- accounts

/** Adds the cédula check digit (modulus 10) to 9 digits. */
export function cedulaWithCheck(nine: string): string {
  return nine + String(cedulaCheckDigit(nine));
}

/** A company RUC (third digit 9, modulus 11): the 9th digit is moved until the check digit exists. */
export function companyRuc(eight: string): string {
  for (let last = 0; last <= 9; last++) {
    const check = modulus11CheckDigit(`${eight}${last}`);
    if (check !== null) return `${eight}${last}${check}001`;
  }
  throw new Error(`No company RUC for ${eight}`);
}

/** The demo accounts: one source for the seed, the tests and the README. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@calzadoandino.ec', password: 'admin123', role: 'ADMIN', status: 'APPROVED' },
  distributor: { email: 'tienda.cuenca@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
  distributor2: { email: 'deportes.quito@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'APPROVED' },
  pending: { email: 'pendiente.loja@example.com', password: 'demo1234', role: 'DISTRIBUTOR', status: 'PENDING' },
} as const;

type UserRow = typeof schema.users.$inferInsert;
type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];
type UserData = Omit<UserRow, 'id' | 'email' | 'passwordHash' | 'role' | 'status'>;

const DEMO_USERS: [Account, UserData][] = [
  [
    DEMO_ACCOUNTS.admin,
    {
      ci: cedulaWithCheck('010345678'),
      companyName: 'Calzado Andino Mayorista',
      name: 'Andrea',
      lastname: 'Vintimilla',
      phone: '0991234567',
      phone2: '',
      basePhone: '072800100',
      province: 'Azuay',
      city: 'Cuenca',
      address: 'Av. Huayna Cápac 1-23 y Calle Larga',
    },
  ],
  [
    DEMO_ACCOUNTS.distributor,
    {
      ci: `${cedulaWithCheck('010456789')}001`,
      companyName: 'Calzado El Paso',
      name: 'María',
      lastname: 'Quezada',
      phone: '0987654321',
      phone2: '',
      basePhone: '072845678',
      province: 'Azuay',
      city: 'Cuenca',
      address: 'Calle Gran Colombia 8-45 y Luis Cordero',
    },
  ],
  [
    DEMO_ACCOUNTS.distributor2,
    {
      ci: companyRuc('17912345'),
      companyName: 'Deportes La Mitad',
      name: 'Carlos',
      lastname: 'Andrade',
      phone: '0998765432',
      phone2: '0961122334',
      basePhone: '022501234',
      province: 'Pichincha',
      city: 'Quito',
      address: 'Av. Amazonas N34-120 y Av. República',
    },
  ],
  [
    DEMO_ACCOUNTS.pending,
    {
      ci: `${cedulaWithCheck('110234567')}001`,
      companyName: 'Zapatería Loja Centro',
      name: 'Rosa',
      lastname: 'Jaramillo',
      phone: '0981112233',
      phone2: '',
      basePhone: '072571234',
      province: 'Loja',
      city: 'Loja',
      address: 'Calle Bolívar 10-25 y Rocafuerte',
    },
  ],
];

/** A one-page PDF 1.4 (Helvetica, WinAnsi) with correct xref offsets. */
export function minimalPdf(lines: string[]): Buffer {
  const pdfText = (s: string) =>
    [...s]
      .map((ch) => {
        if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
        const code = ch === '–' ? 0x96 : ch.charCodeAt(0);
        if (code > 0xff) throw new Error(`Not in WinAnsi: ${ch}`);
        return code < 0x80 ? ch : `\\${code.toString(8).padStart(3, '0')}`;
      })
      .join('');
  const content = `BT\n/F1 16 Tf\n56 780 Td\n20 TL\n${lines.map((l, i) => `${i ? 'T* ' : ''}(${pdfText(l)}) Tj`).join('\n')}\nET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * The demo accounts (ids 1–4) and the pending distributor's document. With no `uploadsDir`
 * the document is left out.
 */
export async function insertDemoUsers(tx: DbOrTx, uploadsDir: string | undefined, hashes: Map<string, string>): Promise<void> {
  const rows: UserRow[] = DEMO_USERS.map(([account, data], i) => {
    if (!(isValidCedula(data.ci) || isValidRuc(data.ci))) throw new Error(`Invalid demo ci ${data.ci}`);
    if (!cantonsOf(data.province).includes(data.city)) throw new Error(`Unknown city ${data.city}, ${data.province}`);
    const hash = hashes.get(account.password);
    if (!hash) throw new Error('missing password hash');
    const createdAt = new Date(EPOCH.getTime() + 9 * HOUR + (account.status === 'PENDING' ? 300 * DAY : i * HOUR));
    return {
      id: i + 1,
      email: account.email,
      passwordHash: hash,
      role: account.role,
      status: account.status,
      ...data,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(schema.users).values(rows);
  if (!uploadsDir) return;
  const pending = rows.find((r) => r.status === 'PENDING');
  if (!pending?.id) return;
  const pdf = minimalPdf([
    'RUC / Cédula / Referencia bancaria – documento de prueba',
    `${pending.companyName} – RUC ${pending.ci}`,
    `${pending.city}, ${pending.province}`,
  ]);
  const storageKey = `documents/${pending.id}/demo-ruc-y-referencias.pdf`;
  const file = path.join(uploadsDir, ...storageKey.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, pdf);
  await tx.insert(schema.userDocuments).values({
    userId: pending.id,
    filename: 'ruc-y-referencias.pdf',
    storageKey,
    bytes: pdf.length,
    createdAt: pending.createdAt,
  });
}

/** scrypt hashes of the demo passwords (salted, so they differ between runs). */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.password))];
  return new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));
}

// ---------------------------------------------------------------- the demo catalogue

/** The ~240 demo products, their variants, stock and pictures. */
export function demoCatalogue(pool: ImagePool, seed = DEMO_SEED): CatalogueRows {
  const rng = createRng(seed);
  const slots = rng.shuffle(TEMPLATES.flatMap((t) => Array.from({ length: t.count }, () => t)));
  const total = slots.length;
  // a third of each stock type; balls and accessories are sold by box or unit
  const goods = slots.filter((t) => t.goods).length;
  const third = Math.floor(total / 3);
  const shoeDeck = rng.shuffle([
    ...Array.from({ length: third }, () => 'SIZES' as const),
    ...Array.from({ length: Math.ceil((total - third - goods) / 2) }, () => 'BOXES' as const),
    ...Array.from({ length: Math.floor((total - third - goods) / 2) }, () => 'UNITS' as const),
  ]);
  let goodsCount = 0;
  const ids = slots.map((_, i) => i + 1);
  const preventa = new Set(rng.sample(ids, 30));
  const discounted = new Set(rng.sample(ids, Math.round(total / 6)));
  const sellers = rng.sample(
    ids.filter((id) => !preventa.has(id)),
    40,
  );
  const dates = creationDates(rng, total);
  const names = new Set<string>();
  const out = emptyRows();
  let variantId = 1;
  slots.forEach((t, i) => {
    const id = i + 1;
    const stockType: StockType = t.goods ? (goodsCount++ % 2 === 0 ? 'BOXES' : 'UNITS') : (shoeDeck.pop() ?? 'BOXES');
    const allowed = t.colors?.length ?? PALETTE.length;
    const plan = planProduct(rng, t, id, '', stockType, rng.int(2, Math.min(6, allowed)));
    let name = productName(rng, t, plan.brand);
    for (let tries = 0; names.has(name) && tries < 50; tries++) name = productName(rng, t, plan.brand);
    if (names.has(name)) name = `${name} ${id}`;
    names.add(name);
    const rank = sellers.indexOf(id);
    variantId = productRows(
      rng,
      {
        ...plan,
        name,
        preventa: preventa.has(id),
        discount: discounted.has(id) ? rng.pick(DISCOUNTS) : 0,
        unitsSold: rank >= 0 ? 2400 - rank * 55 + rng.int(0, 30) : 0,
        createdAt: dates[i],
      },
      pool,
      variantId,
      out,
    );
  });
  return out;
}

/**
 * Fills an empty database with the demo data set and writes its images (under `mediaDir`) and the
 * pending distributor's PDF (under `uploadsDir`). Throws when the database already has data.
 */
export async function seedDemo(db: Db, config: { mediaDir: string; uploadsDir: string }): Promise<void> {
  await assertDatabaseEmpty(db, 'seedDemo');
  const pool = await ensureImagePool(config.mediaDir);
  const hashes = await hashDemoPasswords();
  const rows = demoCatalogue(pool);
  await db.transaction(async (tx) => {
    await assertDatabaseEmpty(tx, 'seedDemo');
    await insertReferenceData(tx, pool);
    await insertDemoUsers(tx, config.uploadsDir, hashes);
    await insertCatalogueRows(tx, rows);
    await syncSequences(tx);
  });
  const [buyer, admin] = await Promise.all(
    [DEMO_ACCOUNTS.distributor2, DEMO_ACCOUNTS.admin].map(async (a) => {
      const [u] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, a.email));
      return u.id;
    }),
  );
  await placeDemoOrders(db, buyer, admin);
}
