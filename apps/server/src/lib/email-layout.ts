/**
 * The one HTML layout every e-mail of the store uses: a header in the logo's colours, a heading, the
 * message's blocks (paragraphs, facts, a button, an order) and a footer. Mail clients ignore most CSS,
 * so it is tables and inline styles only, one column of at most 600 px that narrows on a phone.
 *
 * Every value goes through `html`, which escapes whatever is not already markup: a company name or a
 * contact message cannot add tags to an e-mail.
 */

/** Markup already escaped: `html` puts it in as is. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Value = Html | string | number | null | undefined | false | readonly Value[];

function piece(v: Value): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Html) return v.value;
  if (Array.isArray(v)) return v.map(piece).join('');
  return escapeHtml(String(v));
}

/** A template whose values are escaped unless they are `Html`; arrays are joined. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? piece(values[i]) : ''), ''));
}

export const STORE_NAME = 'Calzado Andino';

// The logo's colours (apps/web/public/favicon.svg) and the store's stone greys.
export const COLORS = {
  brand: '#0f3d3e',
  brandButton: '#17705f',
  brandSoft: '#effaf8',
  accent: '#f59e0b',
  accentSoft: '#fef3c7',
  accentText: '#92400e',
  text: '#1c1917',
  muted: '#57534e',
  faint: '#78716c',
  line: '#e7e5e4',
  page: '#f5f5f4',
} as const;

export const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/** Someone's text, escaped, its line breaks kept (a contact message, a rejection's reason). */
const lines = (text: string) => new Html(escapeHtml(text).replace(/\r?\n/g, '<br>'));

/** A paragraph; the line breaks of the text (a contact message's) are kept. */
export function paragraph(text: string | Html) {
  const body = text instanceof Html ? text : lines(text);
  return html`<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.text};">${body}</p>`;
}

/** A button-looking link; the table keeps its colour in clients that drop a link's padding. */
export function button(label: string, url: string) {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td bgcolor="${COLORS.brandButton}" style="border-radius:8px;background:${COLORS.brandButton};"><a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:15px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:8px;">${label}</a></td></tr></table>`;
}

/** Label and value rows, as on a form (who registered, who wrote). */
export function facts(rows: readonly (readonly [string, string | Html])[]) {
  const trs = rows.map(
    ([label, value]) =>
      html`<tr><td valign="top" style="padding:6px 12px 6px 0;font-size:13px;color:${COLORS.muted};white-space:nowrap;">${label}</td><td valign="top" style="padding:6px 0;font-size:14px;color:${COLORS.text};word-break:break-word;">${value}</td></tr>`,
  );
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 20px;border-top:1px solid ${COLORS.line};border-bottom:1px solid ${COLORS.line};">${trs}</table>`;
}

/** A quoted block, for text someone else wrote (a rejection's reason, a contact message). */
export function quote(text: string) {
  return html`<div style="margin:0 0 16px;padding:12px 16px;background:${COLORS.page};border-left:4px solid ${COLORS.accent};font-size:15px;line-height:1.6;color:${COLORS.text};">${lines(text)}</div>`;
}

export interface EmailLayout {
  /** the subject, also the page's title */
  title: string;
  /** the line a mail client shows after the subject in the inbox */
  preheader: string;
  heading: string;
  blocks: Html[];
  /** the store's address, linked in the footer */
  publicUrl?: string;
}

/** The whole HTML document of one e-mail. */
export function emailLayout(m: EmailLayout): string {
  const site = m.publicUrl
    ? html`<br><a href="${m.publicUrl}" style="color:${COLORS.faint};">${m.publicUrl.replace(/^https?:\/\//, '')}</a>`
    : '';
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${m.title}</title>
<style>
@media (max-width: 480px) {
  .outer { padding: 12px 6px !important; }
  .pad { padding-left: 16px !important; padding-right: 16px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${COLORS.page};">${m.preheader}</div>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" bgcolor="${COLORS.page}" style="background:${COLORS.page};">
<tr><td class="outer" align="center" style="padding:24px 12px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;font-family:${FONT};">
<tr><td class="pad" bgcolor="${COLORS.brand}" style="background:${COLORS.brand};border-radius:12px 12px 0 0;padding:20px 24px;">
<div style="font-size:22px;line-height:1;font-weight:800;letter-spacing:0.5px;color:#ffffff;">CALZADO</div>
<div style="padding-top:6px;font-size:13px;line-height:1;font-weight:600;letter-spacing:4px;color:${COLORS.accent};">ANDINO</div>
</td></tr>
<tr><td bgcolor="${COLORS.accent}" style="background:${COLORS.accent};height:4px;line-height:4px;font-size:0;">&nbsp;</td></tr>
<tr><td class="pad" bgcolor="#ffffff" style="background:#ffffff;padding:28px 24px 12px;border-radius:0 0 12px 12px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;font-weight:700;color:${COLORS.brand};">${m.heading}</h1>
${m.blocks}
</td></tr>
<tr><td align="center" style="padding:20px 24px;font-size:12px;line-height:1.6;color:${COLORS.faint};">
${STORE_NAME} · Venta mayorista de calzado${site}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}
