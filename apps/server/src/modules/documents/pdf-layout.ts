/**
 * What every PDF of the store shares: an A4 page with the standard Helvetica fonts (no font files to ship;
 * they cover Spanish), the store's letterhead, the brand colours, text safe for those fonts, and the page
 * numbers written once the document is complete. pdfkit is loaded with the first document, not at start.
 */
import { STORE_PROFILE } from '@store/contracts';

export type Pdf = PDFKit.PDFDocument;

export const PAGE = { margin: 40, width: 595.28, height: 841.89 } as const;
/** The width text may use between the margins. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the footer starts: content stays above it. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 24;

export const INK = { text: '#1c1917', muted: '#57534e', line: '#d6d3d1', brand: '#9a3412', soft: '#fff7ed' } as const;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

// The standard fonts write WinAnsi (Latin-1 plus a few signs): anything else would print as garbage.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = { '\u2212': '-', '\u202f': ' ', '\u2009': ' ', '\u2011': '-' };

/** Text the standard fonts can print: signs they lack are replaced by their nearest ASCII (or '?'). */
export function pdfText(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || ch === '\n' || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += REPLACEMENTS[ch] ?? (ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').length === 1 ? ch.normalize('NFD')[0] : '?');
  }
  return out;
}

/**
 * A new A4 document, and the call that ends it and answers its bytes. `numbered: 'of-total'` keeps every page until the end to write
 * «Página 1 de 3» (a short document); `'running'` writes «Página 3» as each page starts and keeps none (a long one).
 */
export async function newPdf(info: { title: string; subject: string; footer: string; numbered: 'of-total' | 'running' }) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc: Pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: info.numbered === 'of-total',
    info: { Title: pdfText(info.title), Author: STORE_PROFILE.legalName, Subject: pdfText(info.subject), Creator: STORE_PROFILE.name },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (info.numbered === 'running') {
    let page = 1;
    footer(doc, info.footer, `Página ${page}`);
    doc.on('pageAdded', () => footer(doc, info.footer, `Página ${++page}`));
  }
  doc.font(FONT.regular).fillColor(INK.text);
  /** Closes the document (a kept one first gets «Página 1 de 3» on every page) and answers its bytes. */
  const end = () => {
    if (info.numbered === 'of-total') {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        footer(doc, info.footer, `Página ${i - start + 1} de ${count}`);
      }
    }
    doc.end();
    return bytes;
  };
  return { doc, end };
}

/** The note and the page number at the foot of the current page; the cursor goes back to the top. */
function footer(doc: Pdf, note: string, number: string) {
  const y = PAGE.height - PAGE.margin - 12;
  // Writing below the bottom margin would add a page: the margin is lifted while the footer is written.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor(INK.muted)
    .text(pdfText(note), PAGE.margin, y, { width: CONTENT_WIDTH - 80, lineBreak: false, ellipsis: true })
    .text(number, PAGE.margin + CONTENT_WIDTH - 80, y, { width: 80, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.fillColor(INK.text);
  doc.x = PAGE.margin;
  doc.y = PAGE.margin;
}

/**
 * The store's letterhead at the top of the first page: name, legal name and RUC, address and contacts on the
 * left; the document's title and its facts on the right. Answers where the content may start.
 */
export function letterhead(doc: Pdf, title: string, facts: string[]): number {
  const top = PAGE.margin;
  const left = PAGE.margin;
  const half = CONTENT_WIDTH / 2;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(INK.brand)
    .text(pdfText(STORE_PROFILE.name), left, top, { width: half + 20 });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(INK.muted)
    .text(pdfText(`${STORE_PROFILE.legalName} · RUC ${STORE_PROFILE.ruc}`), { width: half })
    .text(pdfText(STORE_PROFILE.address), { width: half })
    .text(pdfText(`Tel. ${STORE_PROFILE.phone} · ${STORE_PROFILE.email}`), { width: half });
  const leftBottom = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(INK.text)
    .text(pdfText(title.toUpperCase()), left + half, top, { width: half, align: 'right' });
  doc.font(FONT.regular).fontSize(9).fillColor(INK.muted);
  for (const fact of facts) doc.text(pdfText(fact), left + half, doc.y + 1, { width: half, align: 'right' });
  const bottom = Math.max(leftBottom, doc.y) + 10;
  doc
    .moveTo(left, bottom)
    .lineTo(left + CONTENT_WIDTH, bottom)
    .lineWidth(1.5)
    .strokeColor(INK.brand)
    .stroke();
  doc.fillColor(INK.text);
  return bottom + 12;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A cell: one line, or several (the first one bold when `strong`). */
export type Cell = string | { lines: string[]; strong?: boolean };

const CELL_PAD = 4;
const cellLines = (cell: Cell) => (typeof cell === 'string' ? [cell] : cell.lines);

/**
 * The widths of strings at one font and size, remembered: a long table repeats the same colours, prices and
 * words thousands of times, and measuring is most of what writing a line costs.
 */
function measurer(doc: Pdf) {
  const known = new Map<string, number>();
  return (text: string) => {
    let width = known.get(text);
    if (width === undefined) {
      width = doc.widthOfString(text);
      known.set(text, width);
    }
    return width;
  };
}

/** `text` cut to `width` with an ellipsis when it does not fit. */
function fitted(measure: (text: string) => number, text: string, width: number): string {
  if (measure(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * A table from `y` down, its header repeated on every page it runs onto (and first, unless `continued`).
 * `wrap: false` keeps each row to one line of one style, cut with an ellipsis and placed by hand: pdfkit's
 * line wrapper and style changes are what make long tables slow, and a price list has tens of thousands of
 * rows. Answers where the table ends.
 */
export function table(
  doc: Pdf,
  y: number,
  columns: Column[],
  rows: Cell[][],
  opts: { wrap: boolean; fontSize?: number; continued?: boolean },
): number {
  const size = opts.fontSize ?? 8.5;
  const left = PAGE.margin;
  const header = (top: number) => {
    doc.rect(left, top, CONTENT_WIDTH, size + 10).fill(INK.soft);
    doc
      .font(FONT.bold)
      .fontSize(size - 0.5)
      .fillColor(INK.brand);
    let x = left;
    for (const c of columns) {
      doc.text(pdfText(c.header), x + CELL_PAD, top + 5, { width: c.width - 2 * CELL_PAD, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    doc.font(FONT.regular).fontSize(size).fillColor(INK.text);
    return top + size + 12;
  };
  // The rules between rows are drawn as one path per page.
  const rules = () => doc.lineWidth(0.5).strokeColor(INK.line).stroke();
  const lineHeight = size * 1.25;
  let top = opts.continued ? y : header(y);
  doc.font(FONT.regular).fontSize(size).fillColor(INK.text);
  const measure = measurer(doc);
  for (const row of rows) {
    const height = opts.wrap ? wrappedHeight(doc, columns, row, size) : lineHeight + CELL_PAD;
    if (top + height > CONTENT_BOTTOM) {
      rules();
      doc.addPage();
      top = header(PAGE.margin);
    }
    let x = left;
    row.forEach((cell, i) => {
      const c = columns[i];
      const width = c.width - 2 * CELL_PAD;
      if (!opts.wrap) {
        const text = fitted(measure, pdfText(cellLines(cell)[0]), width);
        // pdfkit 0.20 takes the width it would measure (its typings do not list it yet).
        const options = { lineBreak: false, textWidth: measure(text), wordCount: 1 };
        doc.text(text, x + CELL_PAD + (c.align === 'right' ? width - options.textWidth : 0), top + CELL_PAD, options);
      } else {
        let cy = top + CELL_PAD;
        cellLines(cell).forEach((line, n) => {
          const strong = typeof cell !== 'string' && cell.strong && n === 0;
          doc
            .font(strong ? FONT.bold : FONT.regular)
            .fontSize(n === 0 ? size : size - 1)
            .fillColor(n === 0 ? INK.text : INK.muted)
            .text(pdfText(line), x + CELL_PAD, cy, { width, align: c.align ?? 'left' });
          cy = doc.y;
        });
      }
      x += c.width;
    });
    top += height;
    doc.moveTo(left, top).lineTo(left + CONTENT_WIDTH, top);
  }
  rules();
  doc.fillColor(INK.text);
  return top;
}

/** How tall a row is when its cells wrap: its tallest cell. */
function wrappedHeight(doc: Pdf, columns: Column[], row: Cell[], size: number): number {
  doc.font(FONT.regular).fontSize(size);
  const heights = row.map((cell, i) => {
    const width = columns[i].width - 2 * CELL_PAD;
    return cellLines(cell).reduce((h, line) => h + doc.heightOfString(pdfText(line), { width }), 0);
  });
  return Math.max(...heights) + 2 * CELL_PAD;
}
