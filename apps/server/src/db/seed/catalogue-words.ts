/**
 * The demo catalogue's words, as data: the lookup groups' values, what a product's description says of its type,
 * use and technology, the model names, the colour sets and the shape of a product template.
 */
import type { LookupName } from '@store/contracts';
import type { PALETTE } from './palette-and-brands.ts';
import type { Silhouette } from './product-svg.ts';

/** The values of each lookup group the seeds fill (brands, colours and sizes have their own lists). */
export const LOOKUP_VALUES = {
  categories: ['Zapatillas', 'Botas', 'Sandalias', 'Zapatos formales', 'Pantuflas', 'Balones', 'Accesorios deportivos'],
  genders: ['Hombre', 'Mujer', 'Niño', 'Niña', 'Unisex'],
  materials: ['Cuero', 'Sintético', 'Lona', 'Malla', 'Gamuza', 'Caucho'],
  types: ['Deportivo', 'Casual', 'Formal', 'Escolar', 'Seguridad', 'Playero'],
  technologies: ['Amortiguación de aire', 'Espuma EVA', 'Suela antideslizante', 'Impermeable', 'Transpirable', 'Ninguna'],
  uses: ['Running', 'Fútbol', 'Diario', 'Trabajo', 'Escolar', 'Trekking', 'Básquet', 'Vóley'],
} as const satisfies Partial<Record<LookupName, readonly string[]>>;
/** Categories whose products are counted in units rather than pairs. */
export const UNIT_CATEGORIES: readonly Category[] = ['Balones', 'Accesorios deportivos'];
type Values = typeof LOOKUP_VALUES;
export type Category = Values['categories'][number];
export type Gender = Values['genders'][number];
export type Material = Values['materials'][number];
export type ProductType = Values['types'][number];
export type Technology = Values['technologies'][number];
export type Use = Values['uses'][number];

/** Shoe sizes '34'..'45'; ids and sort_order follow this order (sizeid 1 = '34'). */
export const SIZE_NAMES = Array.from({ length: 12 }, (_, i) => String(34 + i));

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
export const SHOE_SUFFIXES = ['', ' 2', ' 3', ' 4', ' Pro', ' Plus', ' Lite', ' Max', ' X'] as const;
export const CLASSIC = ['Negro', 'Café', 'Vino', 'Azul marino', 'Gris', 'Beige'] as const;
export const SCHOOL = ['Negro', 'Blanco', 'Azul marino', 'Café'] as const;
export const EARTH = ['Negro', 'Café', 'Beige', 'Verde oliva', 'Gris', 'Vino', 'Amarillo'] as const;

export const TYPE_WORD: Record<ProductType, string> = {
  Deportivo: 'deportivo',
  Casual: 'casual',
  Formal: 'formal',
  Escolar: 'escolar',
  Seguridad: 'de seguridad',
  Playero: 'playero',
};
export const USE_TEXT: Record<Use, string> = {
  Running: 'salir a correr',
  Fútbol: 'jugar fútbol en césped natural o sintético',
  Diario: 'el uso diario',
  Trabajo: 'jornadas largas de trabajo',
  Escolar: 'el colegio',
  Trekking: 'caminatas y senderos de montaña',
  Básquet: 'la cancha de básquet',
  Vóley: 'partidos de vóley y ecuavóley',
};
export const TECH_TEXT: Record<Exclude<Technology, 'Ninguna'>, string> = {
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
export const DISCOUNTS = [5, 10, 15, 20, 25, 30, 40] as const;
