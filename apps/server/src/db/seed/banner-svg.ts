/** Brand logos, the brands' promotional images and the home page's banners, drawn as SVG. */
import { type BRANDS, brandBySlug, type Emblem } from './palette-and-brands.ts';
import { SIDE, type Silhouette } from './product-svg.ts';
import { esc, mix, tones } from './svg-tones.ts';

function emblem(kind: Emblem, p: string, a: string): string {
  switch (kind) {
    case 'mountain':
      return `<path d="M6 104L44 36L64 70L80 48L114 104Z" fill="${p}"/><path d="M44 36L54 54L44 50L36 58Z" fill="${a}"/>`;
    case 'wings':
      return `<path d="M60 60Q30 20 4 40Q30 44 40 62Q20 62 10 80Q40 74 60 84Q80 74 110 80Q100 62 80 62Q90 44 116 40Q90 20 60 60Z" fill="${p}"/><circle cx="60" cy="52" r="8" fill="${a}"/>`;
    case 'wave':
      return `<circle cx="60" cy="60" r="54" fill="${p}"/><path d="M10 70Q35 45 60 70T110 70V90Q85 110 60 110T10 90Z" fill="${a}"/>`;
    case 'volcano':
      return `<path d="M8 108L46 44H74L112 108Z" fill="${p}"/><path d="M48 40Q40 20 52 10Q56 26 64 14Q74 26 72 40Z" fill="${a}"/>`;
    case 'peak':
      return `<path d="M4 108L60 14L116 108Z" fill="${p}"/><path d="M60 14L80 48L68 44L60 54L50 44L40 48Z" fill="#FFFFFF"/><path d="M4 108H116" stroke="${a}" stroke-width="8"/>`;
    case 'shell':
      return `<ellipse cx="60" cy="66" rx="52" ry="40" fill="${p}"/><path d="M34 66h52M60 30v72M38 44l44 44M82 44l-44 44" stroke="${a}" stroke-width="6"/>`;
    case 'sun':
      return `<circle cx="60" cy="60" r="30" fill="${a}"/><g stroke="${p}" stroke-width="8" stroke-linecap="round"><path d="M60 6v14M60 100v14M6 60h14M100 60h14M22 22l10 10M88 88l10 10M98 22l-10 10M32 88l-10 10"/></g>`;
    case 'chakana':
      return `<path d="M44 6H76V24H96V44H114V76H96V96H76V114H44V96H24V76H6V44H24V24H44Z" fill="${p}"/><circle cx="60" cy="60" r="16" fill="${a}"/>`;
    case 'globe':
      return `<circle cx="60" cy="60" r="52" fill="${p}"/><path d="M8 60H112" stroke="${a}" stroke-width="10"/><path d="M60 8Q30 60 60 112Q90 60 60 8" fill="none" stroke="#FFFFFF" stroke-width="4"/>`;
    case 'leaf':
      return `<path d="M16 104Q10 20 108 12Q110 96 16 104Z" fill="${p}"/><path d="M20 100Q60 60 96 26" stroke="${a}" stroke-width="6" fill="none"/>`;
  }
}

const FONT = 'font-family="Arial, Helvetica, sans-serif"';

export function brandLogoSvg(brand: (typeof BRANDS)[number]): string {
  // fits 300 px even with a wide fallback font (about 0.68 em per bold glyph)
  const size = Math.min(46, Math.floor(300 / (0.68 * brand.name.length)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 160" width="480" height="160">` +
    `<rect width="480" height="160" rx="18" fill="#FFFFFF"/>` +
    `<g transform="translate(20 20)">${emblem(brand.emblem, brand.primary, brand.accent)}</g>` +
    `<text x="156" y="92" ${FONT} font-size="${size}" font-weight="800" fill="${brand.primary}">${esc(brand.name)}</text>` +
    `<text x="158" y="124" ${FONT} font-size="15" letter-spacing="4" fill="${mix(brand.primary, '#FFFFFF', 0.3)}">CALZADO · DEPORTES</text>` +
    `</svg>`
  );
}

interface WideImage {
  width: number;
  height: number;
  from: string;
  to: string;
  title: string;
  lines: string[];
  cta?: string;
  /** silhouettes drawn on the right: [silhouette, colour, x, y, scale] */
  art: [Silhouette, string, number, number, number][];
  badge?: { emblem: Emblem; primary: string; accent: string };
}

/** The art is drawn right of this x; the text keeps left of it. */
const TEXT_RIGHT = 940;

/**
 * A banner is seen whole on a 390 px phone, where its 1600 units shrink to about a quarter: text sizes
 * are chosen to read there (lines 54 units ≈ 13 px, the title up to 92 ≈ 22 px) and still look right at 600 px high.
 */
export function wideSvg(w: WideImage): string {
  const titles = w.title.split('\n');
  // bold Arial runs about 0.55 em a glyph (a fallback font a little wider): the longest title line ends before the art
  const titleSize = Math.min(92, Math.floor((TEXT_RIGHT - 100) / (0.55 * Math.max(...titles.map((t) => t.length)))));
  const titleStep = Math.round(titleSize * 1.1);
  const lineSize = 54;
  const lineStep = 66;
  const ctaSize = 44;
  const ctaHeight = 84;
  const badgeBlock = w.badge ? 144 : 0;
  const block = badgeBlock + titles.length * titleStep + 16 + w.lines.length * lineStep + (w.cta ? 36 + ctaHeight : 0);
  let y = Math.max(32, Math.round((w.height - block) / 2));

  const defs = w.art.map(([sil, hex], i) => `<g id="a${i}">${SIDE[sil](tones(hex)).replace(/(id="|#)(b|v)(?=[")])/g, `$1$2${i}`)}</g>`);
  const art = w.art.map(([, , x, y, s], i) => `<use href="#a${i}" transform="translate(${x} ${y}) scale(${s})"/>`).join('');
  const badge = w.badge
    ? `<g transform="translate(100 ${y})"><rect width="120" height="120" rx="20" fill="#FFFFFF"/>${emblem(w.badge.emblem, w.badge.primary, w.badge.accent)}</g>`
    : '';
  y += badgeBlock;
  const title = titles
    .map(
      (t, i) =>
        `<text x="100" y="${y + Math.round(titleSize * 0.85) + i * titleStep}" ${FONT} font-size="${titleSize}" font-weight="800" fill="#FFFFFF">${esc(t)}</text>`,
    )
    .join('');
  y += titles.length * titleStep + 16;
  const lines = w.lines
    .map(
      (l, i) =>
        `<text x="100" y="${y + Math.round(lineSize * 0.95) + i * lineStep}" ${FONT} font-size="${lineSize}" fill="#FFFFFF" opacity=".95">${esc(l)}</text>`,
    )
    .join('');
  y += w.lines.length * lineStep + 36;
  const ctaWidth = Math.ceil(w.cta ? w.cta.length * 0.6 * ctaSize : 0) + 96;
  const cta = w.cta
    ? `<rect x="100" y="${y}" width="${ctaWidth}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="#FFFFFF"/><text x="${100 + ctaWidth / 2}" y="${y + Math.round(ctaHeight / 2 + ctaSize * 0.36)}" text-anchor="middle" ${FONT} font-size="${ctaSize}" font-weight="700" fill="${w.from}">${esc(w.cta)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w.width} ${w.height}" width="${w.width}" height="${w.height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${w.from}"/><stop offset="1" stop-color="${w.to}"/></linearGradient>${defs.join('')}</defs>` +
    `<rect width="${w.width}" height="${w.height}" fill="url(#g)"/>` +
    `<circle cx="${w.width - 330}" cy="${w.height / 2}" r="${w.height * 0.42}" fill="#FFFFFF" opacity=".1"/>` +
    `${art}${badge}${title}${lines}${cta}</svg>`
  );
}

export const BANNERS: WideImage[] = [
  {
    width: 1600,
    height: 600,
    from: '#0F766E',
    to: '#134E4A',
    title: 'Nueva temporada 2027',
    lines: ['Zapatillas, botas y sandalias', 'con precio de mayorista'],
    cta: 'Ver catálogo',
    art: [['running', '#F59E0B', 980, 40, 1.05]],
  },
  {
    width: 1600,
    height: 600,
    from: '#9A3412',
    to: '#EA580C',
    title: 'Preventa',
    lines: ['Reserva hoy los modelos', 'que llegan el próximo mes'],
    cta: 'Reservar ahora',
    art: [['boot', '#FDE68A', 1010, 30, 0.95]],
  },
  {
    width: 1600,
    height: 600,
    from: '#1E3A8A',
    to: '#0369A1',
    title: 'Hasta 40%\nde descuento',
    lines: ['En modelos seleccionados', 'para distribuidores'],
    cta: 'Aprovechar',
    art: [
      ['football', '#F5F5F5', 1260, 250, 0.55],
      ['cleat', '#C62828', 960, 120, 0.8],
    ],
  },
];

export const BOTTOM: WideImage = {
  width: 1600,
  height: 450,
  from: '#111827',
  to: '#374151',
  title: 'Distribuidores en\ntodo el Ecuador',
  lines: ['Oficinas en Cuenca y Quito', 'Despacho al confirmar el pago'],
  art: [
    ['running', '#1ABC9C', 1080, 40, 0.75],
    ['basketball', '#F57C00', 1330, 210, 0.4],
  ],
};

function promo(brand: (typeof BRANDS)[number], title: string, lines: string[], art: WideImage['art']): WideImage {
  return {
    width: 1600,
    height: 600,
    from: brand.primary,
    to: mix(brand.primary, '#000000', 0.45),
    title,
    lines,
    cta: 'Ver modelos',
    art,
    badge: { emblem: brand.emblem, primary: brand.primary, accent: brand.accent },
  };
}
export const PROMOS: [string, WideImage][] = [
  [
    'andes-runner',
    promo(
      brandBySlug('andes-runner'),
      'Andes Runner Cumbre',
      ['Zapatillas de trail para el páramo', 'y la ciudad'],
      [['running', '#F59E0B', 1000, 40, 1.05]],
    ),
  ],
  [
    'galapagos-kids',
    promo(
      brandBySlug('galapagos-kids'),
      'Regreso a clases',
      ['Zapatos escolares y zapatillas', 'Galápagos Kids'],
      [['formal', '#111111', 1000, 60, 1.0]],
    ),
  ],
];
