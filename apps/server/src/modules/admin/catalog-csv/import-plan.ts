/** What an import would write: the products, variants and stock rows the file creates or changes. */
import {
  CSV_LOOKUP_COLUMNS,
  type CsvImportSummary,
  type CsvLookupColumn,
  type CsvRowError,
  LOOKUPS,
  type ProductLookupName,
  type StockType,
} from '@store/contracts';

type CsvProductLookup = Extract<CsvLookupColumn, { lookup: ProductLookupName }>;
/** The columns of the product's own lookups (marca .. uso), in file order. */
export const CSV_PRODUCT_LOOKUPS = CSV_LOOKUP_COLUMNS.filter((c): c is CsvProductLookup => LOOKUPS[c.lookup].usedBy === 'products');
export type ProductLookupField = CsvProductLookup['key'];

export type ProductValues = {
  name: string;
  description: string;
  stockType: StockType;
  preventa: boolean;
  active: boolean;
  unitsPerBox: number;
} & Record<ProductLookupField, number>;

/** The product columns every row of a product repeats (pares_por_caja may be left empty: see unitsPerBoxLine), in file order. */
export const PRODUCT_KEYS = [
  'name',
  'description',
  ...CSV_PRODUCT_LOOKUPS.map((c) => c.key),
  'stockType',
  'preventa',
  'active',
] as const satisfies readonly (keyof ProductValues)[];
export type RowProductValues = Omit<ProductValues, 'unitsPerBox'>;

export const productChanged = (current: ProductValues | null, values: ProductValues) =>
  current !== null && [...PRODUCT_KEYS, 'unitsPerBox' as const].some((k) => current[k] !== values[k]);

export interface PlannedProduct {
  key: string;
  /** existing product id, or the id reserved when applying */
  id: number | null;
  values: ProductValues;
  /** what the database holds, null for a new product */
  current: ProductValues | null;
  firstLine: number;
  /** the first line that fills pares_por_caja, whose value the product's other rows must repeat or leave empty */
  unitsPerBoxLine: number | null;
  create: boolean;
  update: boolean;
  nameChanged: boolean;
  nextPosition: number;
}

export interface PlannedVariant {
  code: string;
  productKey: string;
  id: number | null;
  color: number;
  priceCents: number;
  discount: number;
  position: number;
  firstLine: number;
  create: boolean;
  update: boolean;
  /** its columns as read, to compare the variant's other rows with */
  stockType: StockType;
}

export interface StockChange {
  line: number;
  code: string;
  sizeId: number | null;
  quantity: number;
  /** the existing row, or null to insert one */
  stockId: number | null;
}

export interface ImportPlan {
  rows: number;
  /** the lines of the rows read, in file order */
  lines: number[];
  errors: CsvRowError[];
  products: Map<string, PlannedProduct>;
  variants: Map<string, PlannedVariant>;
  stock: StockChange[];
  summary: CsvImportSummary;
}
