/**
 * The catalogue's lookup groups (brands, the six product lookups, colours and sizes), each described once:
 * its table and id column, its key in the store's filters, its field in a CSV row and its Spanish words.
 * The store's filters, the product form, the admin values, the CSV columns and the seed all read from here.
 */

interface LookupGroup {
  /** the lookup table */
  table: string;
  /** its id column: also the column on `products` (colours: on `product_variants`; sizes: on `stock`) */
  id: string;
  /** the one-value name: the CSV importer's field and the product detail's key (but `marca`) */
  field: string;
  /** the store front's query key and filter group key (docs/product.md §7) */
  filterKey: string;
  /** what a value is used by: what a delete waits for */
  usedBy: 'products' | 'variants' | 'stock';
  /** the group's title in the store's filter panel and the back office */
  title: string;
  /** "la marca", for messages such as "Elige la marca" */
  the: string;
  /** "La marca seleccionada", for "… no existe" */
  selected: string;
}

export const LOOKUPS = {
  brands: {
    table: 'brands',
    id: 'brandid',
    field: 'brand',
    filterKey: 'brandid',
    usedBy: 'products',
    title: 'Marcas',
    the: 'la marca',
    selected: 'La marca seleccionada',
  },
  categories: {
    table: 'categories',
    id: 'categoryid',
    field: 'category',
    filterKey: 'categories',
    usedBy: 'products',
    title: 'Categorías',
    the: 'la categoría',
    selected: 'La categoría seleccionada',
  },
  genders: {
    table: 'genders',
    id: 'genderid',
    field: 'gender',
    filterKey: 'genderid',
    usedBy: 'products',
    title: 'Género',
    the: 'el género',
    selected: 'El género seleccionado',
  },
  materials: {
    table: 'materials',
    id: 'materialid',
    field: 'material',
    filterKey: 'materials',
    usedBy: 'products',
    title: 'Materiales',
    the: 'el material',
    selected: 'El material seleccionado',
  },
  colors: {
    table: 'colors',
    id: 'colorid',
    field: 'color',
    filterKey: 'colorid',
    usedBy: 'variants',
    title: 'Colores',
    the: 'el color',
    selected: 'El color seleccionado',
  },
  types: {
    table: 'types',
    id: 'typeid',
    field: 'type',
    filterKey: 'typeid',
    usedBy: 'products',
    title: 'Tipos',
    the: 'el tipo',
    selected: 'El tipo seleccionado',
  },
  technologies: {
    table: 'technologies',
    id: 'technologyid',
    field: 'technology',
    filterKey: 'technologies',
    usedBy: 'products',
    title: 'Tecnologías',
    the: 'la tecnología',
    selected: 'La tecnología seleccionada',
  },
  uses: {
    table: 'uses',
    id: 'useid',
    field: 'use',
    filterKey: 'uses',
    usedBy: 'products',
    title: 'Usos',
    the: 'el uso',
    selected: 'El uso seleccionado',
  },
  sizes: {
    table: 'sizes',
    id: 'sizeid',
    field: 'size',
    filterKey: 'sizeid',
    usedBy: 'stock',
    title: 'Tallas',
    the: 'la talla',
    selected: 'La talla seleccionada',
  },
} as const satisfies Record<string, LookupGroup>;

export type LookupName = keyof typeof LOOKUPS;
export type Lookup = (typeof LOOKUPS)[LookupName];
export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];

/** The groups a product points to with a column of its own (brand and the six lookups), in filter order. */
export const PRODUCT_LOOKUPS = LOOKUP_NAMES.filter(
  (name): name is Exclude<LookupName, 'colors' | 'sizes'> => LOOKUPS[name].usedBy === 'products',
);
export type ProductLookupName = (typeof PRODUCT_LOOKUPS)[number];
/** `products`' lookup columns: brandid, categoryid, genderid, materialid, typeid, technologyid, useid. */
export type ProductLookupColumn = (typeof LOOKUPS)[ProductLookupName]['id'];

/** The groups the store front filters by (every group: sizes are those a product's stock or box holds), in the filter panel's order. */
export const FILTER_GROUPS: readonly LookupName[] = LOOKUP_NAMES;
export type FilterKey = (typeof LOOKUPS)[(typeof FILTER_GROUPS)[number]]['filterKey'];
/** The store-front filter keys (docs/product.md §7); each takes one or more values (`brandid=3,7`). */
export const FILTER_KEYS = FILTER_GROUPS.map((name) => LOOKUPS[name].filterKey) as [FilterKey, ...FilterKey[]];

/**
 * Whether a lookup value says the product has none of it («Ninguna» technology): the product's page shows no
 * line for it. The values are the staff's words, so this is read from the name.
 */
export const isNoneValue = (name: string): boolean => /^(ningun[oa]|sin\b.*|n\/a|no aplica|-+)$/i.test(name.trim());
