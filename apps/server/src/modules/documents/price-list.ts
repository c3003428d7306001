/**
 * The price list a distributor downloads (PDF or XLSX): every variant of every active product, by brand, with
 * its code, colour, how it is sold, the pair's price with VAT after the variant's own discount, and the price
 * of the box (or half box) it is sold in. One query; the file is built in memory once per download.
 */
import {
  boxCents,
  discountedCents,
  formatCents,
  HALF_BOX_UNITS,
  type PriceListFormat,
  STORE_PROFILE,
  type StockType,
  stockTypeText,
  toDollars,
} from '@store/contracts';
import { storeDayOf } from '@store/contracts/store-time';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, colors, products, variants } from '../../db/schema.ts';
import { CONTENT_BOTTOM, CONTENT_WIDTH, type Column, FONT, finish, INK, letterhead, newPdf, PAGE, pdfText, table } from './pdf-layout.ts';

export interface PriceListRow {
  brand: string;
  product: string;
  preventa: boolean;
  code: string;
  color: string;
  /** «Caja de 12 pares», «Media caja (6 pares)», «Por talla» */
  sold: string;
  /** a pair (or unit), VAT included, after the variant's own discount */
  pairCents: number;
  discount: number;
  /** what the box (BOXES) or the half box (UNITS) costs; null for a product sold by size */
  packCents: number | null;
}

/** What one box or half box holds: the unit a BOXES or UNITS product is bought in. */
const packUnits = (stockType: StockType, unitsPerBox: number) =>
  stockType === 'BOXES' ? unitsPerBox : stockType === 'UNITS' ? HALF_BOX_UNITS : null;

/** The rows of the list, brand by brand, product by product, in the variants' order. */
export async function priceListRows(db: Db): Promise<PriceListRow[]> {
  const found = await db
    .select({
      brand: brands.name,
      product: products.name,
      stockType: products.stockType,
      unitsPerBox: products.unitsPerBox,
      preventa: products.preventa,
      unit: categories.unit,
      code: variants.code,
      color: colors.name,
      priceCents: variants.priceCents,
      discount: variants.discountPercent,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(products.active, true))
    .orderBy(asc(brands.name), asc(products.name), asc(products.id), asc(variants.position), asc(variants.id));
  return found.map((r) => {
    const pack = packUnits(r.stockType, r.unitsPerBox);
    return {
      brand: r.brand,
      product: r.product,
      preventa: r.preventa,
      code: r.code,
      color: r.color,
      sold: stockTypeText(r.stockType, r.unit, r.unitsPerBox),
      pairCents: discountedCents(r.priceCents, r.discount),
      discount: r.discount,
      packCents: pack === null ? null : boxCents(r.priceCents, r.discount, pack),
    };
  });
}

/** `lista-de-precios-2026-11-25.pdf` (the store's day). */
export const priceListFilename = (format: PriceListFormat, timeZone: string) =>
  `lista-de-precios-${storeDayOf(new Date(), timeZone)}.${format}`;

const HEADERS = {
  brand: 'Marca',
  code: 'Código',
  product: 'Producto',
  color: 'Color',
  sold: 'Venta por',
  pair: 'Precio par/unid. (IVA incl.)',
  discount: 'Desc. %',
  pack: 'Precio caja o media caja',
} as const;

const PDF_COLUMNS: Column[] = [
  { header: HEADERS.code, width: 72 },
  { header: HEADERS.product, width: 150 },
  { header: HEADERS.color, width: 70 },
  { header: HEADERS.sold, width: 83 },
  { header: 'Precio par', width: 52, align: 'right' },
  { header: 'Desc.', width: 32, align: 'right' },
  { header: 'Precio caja', width: CONTENT_WIDTH - 72 - 150 - 70 - 83 - 52 - 32, align: 'right' },
];

const byBrand = (rows: PriceListRow[]) => {
  const groups = new Map<string, PriceListRow[]>();
  for (const r of rows) {
    const group = groups.get(r.brand);
    if (group) group.push(r);
    else groups.set(r.brand, [r]);
  }
  return groups;
};

const NOTE = 'Precios por par (o unidad) con IVA incluido, sujetos a cambio sin previo aviso y a la disponibilidad de stock.';

export async function priceListPdf(rows: PriceListRow[], timeZone: string): Promise<Buffer> {
  const { doc, bytes } = await newPdf({ title: 'Lista de precios', subject: `Lista de precios de ${STORE_PROFILE.name}` });
  const today = storeDayOf(new Date(), timeZone).split('-').reverse().join('/');
  let y = letterhead(doc, 'Lista de precios', [`Vigente al ${today}`, `${rows.length} códigos`]);
  doc.font(FONT.regular).fontSize(8.5).fillColor(INK.muted).text(pdfText(NOTE), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 8;
  for (const [brand, group] of byBrand(rows)) {
    // A brand's heading never sits alone at the foot of a page.
    if (y + 60 > CONTENT_BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor(INK.brand)
      .text(pdfText(brand), PAGE.margin, y + 8, { width: CONTENT_WIDTH });
    const cells = group.map((r) => [
      r.code,
      r.preventa ? `${r.product} (Preventa)` : r.product,
      r.color,
      r.sold,
      formatCents(r.pairCents),
      r.discount ? `${r.discount}%` : '',
      r.packCents === null ? '—' : formatCents(r.packCents),
    ]);
    y = table(doc, doc.y + 4, PDF_COLUMNS, cells, { wrap: false, fontSize: 7.5 });
  }
  finish(doc, `${STORE_PROFILE.name} · RUC ${STORE_PROFILE.ruc} · ${STORE_PROFILE.phone} · Lista de precios al ${today}`);
  return bytes;
}

/** The same rows as a spreadsheet: one header row, a row per code, the amounts as numbers in dollars. */
export async function priceListXlsx(rows: PriceListRow[], timeZone: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = STORE_PROFILE.name;
  book.created = new Date();
  const sheet = book.addWorksheet('Lista de precios', { views: [{ state: 'frozen', ySplit: 3 }] });
  const money = '"$"#,##0.00';
  sheet.columns = [
    { key: 'brand', width: 18 },
    { key: 'code', width: 16 },
    { key: 'product', width: 40 },
    { key: 'color', width: 16 },
    { key: 'sold', width: 22 },
    { key: 'preventa', width: 10 },
    { key: 'pair', width: 16, style: { numFmt: money } },
    { key: 'discount', width: 10 },
    { key: 'pack', width: 18, style: { numFmt: money } },
  ];
  sheet.getCell('A1').value = `${STORE_PROFILE.name} · Lista de precios al ${storeDayOf(new Date(), timeZone)}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = NOTE;
  const header = sheet.getRow(3);
  header.values = [
    HEADERS.brand,
    HEADERS.code,
    HEADERS.product,
    HEADERS.color,
    HEADERS.sold,
    'Preventa',
    HEADERS.pair,
    HEADERS.discount,
    HEADERS.pack,
  ];
  header.font = { bold: true };
  sheet.addRows(
    rows.map((r) => [
      r.brand,
      r.code,
      r.product,
      r.color,
      r.sold,
      r.preventa ? 'Sí' : null,
      toDollars(r.pairCents),
      r.discount || null,
      r.packCents === null ? null : toDollars(r.packCents),
    ]),
  );
  sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3 + rows.length, column: 9 } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
