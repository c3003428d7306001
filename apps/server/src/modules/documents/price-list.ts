/**
 * The price list a distributor downloads (PDF or XLSX): every variant of every active product, by brand, with
 * its code, colour, how it is sold, the pair's price with VAT after the variant's own discount, and the price
 * of a box (its own size for BOXES, 12 pairs for UNITS, which are also sold by the half box), at the prices of the
 * reader's group. One query; the file is built in memory once per download.
 */

import { PassThrough } from 'node:stream';
import {
  BOX_UNITS,
  boxCents,
  discountedCents,
  formatCents,
  type PriceListFormat,
  STORE_PROFILE,
  type StockType,
  stockTypeText,
  toDollars,
} from '@store/contracts';
import { storeDayOf } from '@store/contracts/store-time';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, colors, companies, priceGroups, products, users, variants } from '../../db/schema.ts';
import { type ListInEffect, withGroupPrices } from '../pricing/index.ts';
import { CONTENT_BOTTOM, CONTENT_WIDTH, type Column, FONT, INK, letterhead, newPdf, PAGE, pdfText, table } from './pdf-layout.ts';

export interface PriceListRow {
  brand: string;
  product: string;
  preventa: boolean;
  code: string;
  color: string;
  /** «Caja de 12 pares», «Caja de 12 o media caja de 6», «Por talla» */
  sold: string;
  /** a pair (or unit), VAT included, after the variant's own discount */
  pairCents: number;
  discount: number;
  /** what a box costs (BOXES: its own size; UNITS: BOX_UNITS); null for a product sold by size */
  boxCents: number | null;
}

/** What the «Precio caja» column prices: a BOXES product's own box, a UNITS product's whole box of BOX_UNITS. */
const boxUnits = (stockType: StockType, unitsPerBox: number) =>
  stockType === 'BOXES' ? unitsPerBox : stockType === 'UNITS' ? BOX_UNITS : null;

/**
 * The rows of the list, brand by brand (by name), product by product, in the variants' order. One query reads
 * the variants of the active products with ids only; brands, categories and colours are a few rows each, read
 * beside it: tens of thousands of rows carry no repeated names.
 */
export async function priceListRows(db: Db, list: ListInEffect | null = null): Promise<PriceListRow[]> {
  const [brandNames, units, colorNames, found] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ id: categories.id, unit: categories.unit }).from(categories),
    db.select({ id: colors.id, name: colors.name }).from(colors),
    db
      .select({
        variantId: variants.id,
        brandId: products.brandId,
        categoryId: products.categoryId,
        product: products.name,
        stockType: products.stockType,
        unitsPerBox: products.unitsPerBox,
        preventa: products.preventa,
        code: variants.code,
        colorId: variants.colorId,
        priceCents: variants.priceCents,
        discount: variants.discountPercent,
      })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(eq(products.active, true))
      .orderBy(asc(products.brandId), asc(products.name), asc(products.id), asc(variants.position), asc(variants.id)),
  ]);
  const brandOf = new Map(brandNames.map((b) => [b.id, b.name]));
  const unitOf = new Map(units.map((c) => [c.id, c.unit]));
  const colorOf = new Map(colorNames.map((c) => [c.id, c.name]));
  const priced = await withGroupPrices(db, list, found);
  const rows = priced.map((r): PriceListRow => {
    const box = boxUnits(r.stockType, r.unitsPerBox);
    return {
      brand: brandOf.get(r.brandId) ?? '',
      product: r.product,
      preventa: r.preventa,
      code: r.code,
      color: colorOf.get(r.colorId) ?? '',
      sold: stockTypeText(r.stockType, unitOf.get(r.categoryId) ?? 'PAIR', r.unitsPerBox),
      pairCents: discountedCents(r.priceCents, r.discount),
      discount: r.discount,
      boxCents: box === null ? null : boxCents(r.priceCents, r.discount, box),
    };
  });
  // Each brand's rows are together already; the brands go by name (a stable sort keeps each one's order).
  return rows.sort((a, b) => (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0));
}

/** Lets other requests in between slices of a long document: building one must not stall the server. */
const breather = () => new Promise((resolve) => setImmediate(resolve));
const SLICE = 400;

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
  box: 'Precio caja',
  preventa: 'Preventa',
} as const;

/** Whom a price list is for: the distributor's company and the price group whose prices it carries. */
export interface PriceListAudience {
  company: string;
  /** null: the store's list prices (no group, or a group without a list in effect) */
  group: string | null;
}

/** The reader's company, and its group's name when the group's list is in effect (else the list prices). */
export async function priceListAudience(db: Db, userId: number, list: ListInEffect | null): Promise<PriceListAudience> {
  const [row] = await db
    .select({ company: companies.companyName, group: priceGroups.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(priceGroups, eq(priceGroups.id, companies.priceGroupId))
    .where(eq(users.id, userId));
  return { company: row?.company ?? '', group: list ? (row?.group ?? null) : null };
}

/** The letterhead's lines that say whose prices these are. */
export const audienceLines = (a: PriceListAudience) => [`Para ${a.company}`, a.group ? `Grupo de precios: ${a.group}` : 'Precios de lista'];

// A long product name wraps in its cell (rows grow), never cut; «Caja de 12 o media caja de 6» on two lines.
const PDF_COLUMNS: Column[] = [
  { header: HEADERS.code, width: 64 },
  { header: HEADERS.product, width: 128 },
  { header: HEADERS.color, width: 56 },
  { header: HEADERS.sold, width: 78 },
  { header: HEADERS.preventa, width: 42 },
  { header: 'Precio par', width: 56, align: 'right' },
  { header: 'Desc.', width: 30, align: 'right' },
  { header: HEADERS.box, width: CONTENT_WIDTH - 64 - 128 - 56 - 78 - 42 - 56 - 30, align: 'right' },
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

export async function priceListPdf(rows: PriceListRow[], timeZone: string, audience?: PriceListAudience): Promise<Buffer> {
  const today = storeDayOf(new Date(), timeZone).split('-').reverse().join('/');
  const { doc, end } = await newPdf({
    title: 'Lista de precios',
    subject: `Lista de precios de ${STORE_PROFILE.name}`,
    footer: `${STORE_PROFILE.name} · RUC ${STORE_PROFILE.ruc} · ${STORE_PROFILE.phone} · Lista de precios al ${today}`,
    numbered: 'running',
  });
  let y = letterhead(doc, 'Lista de precios', [
    ...(audience ? audienceLines(audience) : []),
    `Vigente al ${today} · ${rows.length} códigos`,
  ]);
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
    y = doc.y + 4;
    for (let from = 0; from < group.length; from += SLICE) {
      const cells = group
        .slice(from, from + SLICE)
        .map((r) => [
          r.code,
          r.product,
          r.color,
          r.sold,
          r.preventa ? 'Sí' : '',
          formatCents(r.pairCents),
          r.discount ? `${r.discount}%` : '',
          r.boxCents === null ? '—' : formatCents(r.boxCents),
        ]);
      y = table(doc, y, PDF_COLUMNS, cells, { wrap: true, fontSize: 7.5, continued: from > 0 });
      await breather();
    }
  }
  return end();
}

/**
 * The same rows as a spreadsheet: a title, one header row, a row per code, the amounts as numbers in dollars.
 * Written row by row by exceljs' streaming writer (no shared strings): the book is never held whole as objects.
 */
export async function priceListXlsx(rows: PriceListRow[], timeZone: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
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
    { key: 'box', width: 18, style: { numFmt: money } },
  ];
  const title = sheet.getRow(1);
  title.getCell(1).value = `${STORE_PROFILE.name} · Lista de precios al ${storeDayOf(new Date(), timeZone)}`;
  title.getCell(1).font = { bold: true, size: 14 };
  title.commit();
  sheet.getRow(2).getCell(1).value = NOTE;
  sheet.getRow(2).commit();
  const header = sheet.getRow(3);
  header.values = [
    HEADERS.brand,
    HEADERS.code,
    HEADERS.product,
    HEADERS.color,
    HEADERS.sold,
    HEADERS.preventa,
    HEADERS.pair,
    HEADERS.discount,
    HEADERS.box,
  ];
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3 + rows.length, column: 9 } };
  for (let from = 0; from < rows.length; from += SLICE * 5) {
    for (const r of rows.slice(from, from + SLICE * 5)) {
      sheet
        .addRow([
          r.brand,
          r.code,
          r.product,
          r.color,
          r.sold,
          r.preventa ? 'Sí' : null,
          toDollars(r.pairCents),
          r.discount || null,
          r.boxCents === null ? null : toDollars(r.boxCents),
        ])
        .commit();
    }
    await breather();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/**
 * The built files, shared by the distributors who see the same prices (one copy per price list) for `ttlMs` and dropped
 * when this instance's catalogue changes; concurrent downloads share one build. 0 builds on every download.
 */
export class PriceListFiles {
  private readonly files = new Map<string, { at: number; data: Promise<Buffer> }>();
  constructor(
    private readonly build: (format: PriceListFormat, list: ListInEffect | null, audience: PriceListAudience) => Promise<Buffer>,
    private readonly ttlMs: number,
  ) {}

  /**
   * The file in a format at list prices, or at a price list's (one copy per list in effect, decision 028). The PDF
   * names its reader's company, so it is kept per company; the spreadsheet is shared by the list's readers.
   */
  get(format: PriceListFormat, list: ListInEffect | null, audience: PriceListAudience): Promise<Buffer> {
    const key = `${format}:${list?.id ?? 'list'}${format === 'pdf' ? `:${audience.company}:${audience.group ?? ''}` : ''}`;
    const now = Date.now();
    // the copies past their time go: one per company would otherwise stay until the catalogue changes
    for (const [k, f] of this.files) if (now - f.at >= this.ttlMs) this.files.delete(k);
    const kept = this.files.get(key);
    if (kept) return kept.data;
    const data = this.build(format, list, audience);
    if (this.ttlMs > 0) {
      this.files.set(key, { at: Date.now(), data });
      data.catch(() => this.files.delete(key));
    }
    return data;
  }

  clear(): void {
    this.files.clear();
  }
}
