/**
 * Demo images, drawn as small SVG files: product pictures (shoe, ball and accessory silhouettes in a
 * variant's colour, four different compositions), brand logos, promo images and banners.
 * Everything is generated from code, written under `${mediaDir}` only when missing and served as
 * `/media/...`. Product pictures are keyed by silhouette + colour + angle, so however large the
 * catalogue is, it reuses a pool of a few hundred files.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staticDir } from '../../paths.ts';

/** The catalogue colours (the `colors` lookup) and the short code used in variant codes. */
export const PALETTE = [
  { name: 'Negro', hex: '#111111', code: 'NEG' },
  { name: 'Blanco', hex: '#F5F5F5', code: 'BLA' },
  { name: 'Rojo', hex: '#C62828', code: 'ROJ' },
  { name: 'Azul marino', hex: '#1B2A4A', code: 'AZM' },
  { name: 'Gris', hex: '#8A8F98', code: 'GRI' },
  { name: 'Café', hex: '#6B4226', code: 'CAF' },
  { name: 'Beige', hex: '#D8C3A0', code: 'BEI' },
  { name: 'Verde oliva', hex: '#6B7B3A', code: 'VOL' },
  { name: 'Celeste', hex: '#6EC1E4', code: 'CEL' },
  { name: 'Rosado', hex: '#F06292', code: 'ROS' },
  { name: 'Amarillo', hex: '#F9C80E', code: 'AMA' },
  { name: 'Naranja', hex: '#F57C00', code: 'NAR' },
  { name: 'Vino', hex: '#7B1E3A', code: 'VIN' },
  { name: 'Turquesa', hex: '#1ABC9C', code: 'TUR' },
] as const;

type Emblem = 'mountain' | 'wings' | 'wave' | 'volcano' | 'peak' | 'shell' | 'sun' | 'chakana' | 'globe' | 'leaf';

/** Fictional brands: name, variant-code prefix, logo colours and emblem. */
export const BRANDS: readonly { name: string; slug: string; code: string; primary: string; accent: string; emblem: Emblem }[] = [
  { name: 'Andes Runner', slug: 'andes-runner', code: 'AR', primary: '#0F766E', accent: '#F59E0B', emblem: 'mountain' },
  { name: 'Cóndor', slug: 'condor', code: 'CO', primary: '#1F2937', accent: '#DC2626', emblem: 'wings' },
  { name: 'Pacífico Sport', slug: 'pacifico-sport', code: 'PS', primary: '#0369A1', accent: '#38BDF8', emblem: 'wave' },
  { name: 'Volcán', slug: 'volcan', code: 'VO', primary: '#B91C1C', accent: '#F97316', emblem: 'volcano' },
  { name: 'Chimborazo', slug: 'chimborazo', code: 'CH', primary: '#334155', accent: '#94A3B8', emblem: 'peak' },
  { name: 'Galápagos Kids', slug: 'galapagos-kids', code: 'GK', primary: '#16A34A', accent: '#FACC15', emblem: 'shell' },
  { name: 'Austro', slug: 'austro', code: 'AU', primary: '#7C2D12', accent: '#D6A15A', emblem: 'sun' },
  { name: 'Quitu', slug: 'quitu', code: 'QU', primary: '#6D28D9', accent: '#F472B6', emblem: 'sun' },
  { name: 'Cañari', slug: 'canari', code: 'CA', primary: '#92400E', accent: '#FBBF24', emblem: 'chakana' },
  { name: 'Mitad del Mundo', slug: 'mitad-del-mundo', code: 'MM', primary: '#1E3A8A', accent: '#FACC15', emblem: 'globe' },
  { name: 'Tungurahua Trek', slug: 'tungurahua-trek', code: 'TT', primary: '#065F46', accent: '#A3E635', emblem: 'mountain' },
  { name: 'Amazonía', slug: 'amazonia', code: 'AM', primary: '#15803D', accent: '#84CC16', emblem: 'leaf' },
];

export const SILHOUETTES = [
  'running',
  'hightop',
  'cleat',
  'boot',
  'sandal',
  'formal',
  'slipper',
  'football',
  'basketball',
  'volleyball',
  'bag',
  'bottle',
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

/** The four compositions of a product picture, in gallery order. */
export const ANGLES = ['lateral', 'par', 'superior', 'detalle'] as const;

const SHOES: ReadonlySet<Silhouette> = new Set(['running', 'hightop', 'cleat', 'boot', 'sandal', 'formal', 'slipper']);

// ---------------------------------------------------------------- colours

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, target: string, t: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return `#${a
    .map((v, i) => Math.round(v + (b[i] - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`.toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Tones {
  /** the variant colour */
  c: string;
  /** outline */
  d: string;
  /** highlight */
  l: string;
  /** sole: light under a dark colour, dark under a light one */
  s: string;
}

function tones(hex: string): Tones {
  const light = luminance(hex) > 0.72;
  return {
    c: hex.toUpperCase(),
    d: light ? mix(hex, '#000000', 0.55) : mix(hex, '#000000', 0.45),
    l: light ? mix(hex, '#000000', 0.2) : mix(hex, '#FFFFFF', 0.45),
    s: light ? '#2E2E2E' : '#F2F2F2',
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------------------------------------------------------------- silhouettes (side views, 600x600)

const shape = (d: string, fill: string, stroke: string, extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

const SIDE: Record<Silhouette, (k: Tones) => string> = {
  running: (k) =>
    shape('M78 392L74 318Q74 262 118 250L178 262Q214 282 252 266L318 222Q342 210 360 222L462 298Q536 318 546 372L548 392Z', k.c, k.d) +
    shape('M150 362Q260 300 430 330Q300 334 170 382Z', k.l, 'none') +
    line('M286 262l30 22M308 246l30 22M330 230l30 22', k.l, 8) +
    shape('M66 390H552Q558 428 522 438H100Q62 438 66 390Z', k.s, k.d) +
    line('M80 412H540', k.d, 4, ' opacity=".5"'),
  hightop: (k) =>
    shape('M84 392L80 222Q82 180 128 176L214 186Q238 206 238 236L330 228Q350 224 366 236L466 300Q538 320 546 372L548 392Z', k.c, k.d) +
    `<circle cx="152" cy="252" r="26" fill="${k.l}"/>` +
    shape('M110 340Q300 300 470 320L480 344Q300 330 110 368Z', k.l, 'none') +
    line('M246 226l28 20M270 214l28 20M294 206l28 20M318 226l28 20', k.l, 8) +
    shape('M70 390H552Q558 428 522 438H104Q66 438 70 390Z', k.s, k.d),
  cleat: (k) =>
    shape('M80 384L78 326Q80 282 120 274L184 282Q222 298 258 284L330 250Q350 242 366 252L470 314Q540 330 546 372L546 384Z', k.c, k.d) +
    line('M180 350L240 318L252 342L340 296', k.l, 12) +
    line('M300 270l26 18M322 258l26 18', k.l, 7) +
    shape('M70 382H552Q556 404 530 410H96Q68 410 70 382Z', k.s, k.d) +
    shape(
      'M100 408h24l-4 28h-16zM160 408h24l-4 28h-16zM330 408h24l-4 28h-16zM390 408h24l-4 28h-16zM450 408h24l-4 28h-16zM500 406h22l-4 26h-14z',
      k.s,
      k.d,
    ),
  boot: (k) =>
    shape('M110 420L104 170Q104 146 128 146H262Q284 146 286 170L292 288Q300 322 356 330L470 346Q540 358 546 404V420Z', k.c, k.d) +
    line('M108 176H284', k.d, 14) +
    line('M270 200h30M272 230h30M274 260h30M282 290h26', k.l, 8) +
    line('M360 330Q380 380 430 392', k.d, 4, ' stroke-dasharray="10 8"') +
    shape('M98 416H554Q560 444 532 452H112Q94 452 98 416Z', k.s, k.d) +
    shape('M98 430H220V460H104Z', k.d, k.d),
  sandal: (k) =>
    shape('M64 410Q60 384 104 380L300 388Q420 372 508 374Q556 378 554 404Q550 430 508 432L104 438Q66 440 64 410Z', k.s, k.d) +
    line('M150 386Q190 300 250 300Q300 300 318 388', k.c, 28) +
    line('M362 384Q400 310 460 318Q500 326 510 376', k.c, 28) +
    line('M110 384Q96 330 152 318', k.c, 18) +
    `<rect x="228" y="286" width="44" height="28" rx="6" fill="${k.l}" stroke="${k.d}" stroke-width="4"/>` +
    line('M70 420H548', k.d, 4, ' opacity=".5"'),
  formal: (k) =>
    shape('M84 396L88 322Q92 292 132 292L236 302Q280 306 320 292L430 318Q536 340 546 392L546 400Z', k.c, k.d) +
    line('M420 320Q400 360 428 398', k.d, 4, ' stroke-dasharray="9 7"') +
    line('M246 300l26 10M262 292l26 10', k.l, 6) +
    line('M440 334Q490 346 520 372', k.l, 6, ' opacity=".7"') +
    shape('M76 398H552Q552 414 530 418H176V442H90Q76 442 76 420Z', k.s === '#F2F2F2' ? '#3A2A20' : k.s, k.d),
  slipper: (k) =>
    shape('M80 420Q70 360 140 352L262 344Q300 262 420 270Q540 282 546 404L546 420Z', k.c, k.d) +
    line('M262 346Q300 262 420 272', k.l, 24) +
    `<circle cx="404" cy="300" r="30" fill="${k.l}" stroke="${k.d}" stroke-width="4"/>` +
    shape('M72 418H552Q552 440 528 444H92Q70 444 72 418Z', k.d, k.d),
  football: (k) => {
    const patch = luminance(k.c) > 0.45 ? '#1F1F1F' : '#F5F5F5';
    const ring = (r: number, a0: number, n: number) =>
      Array.from({ length: n }, (_, i) => {
        const a = ((a0 + (360 / n) * i) * Math.PI) / 180;
        return [Math.round(300 + r * Math.cos(a)), Math.round(300 + r * Math.sin(a))];
      });
    const penta = (cx: number, cy: number, r: number, a0: number) =>
      `M${ring(r, a0, 5)
        .map(([x, y]) => `${x + cx - 300} ${y + cy - 300}`)
        .join('L')}Z`;
    const outer = ring(170, -90, 5)
      .map(([x, y], i) => penta(x, y, 62, 90 + i * 72))
      .join('');
    const seams = ring(64, -90, 5)
      .map(([x, y], i) => {
        const [ox, oy] = ring(118, -90, 5)[i];
        return `M${x} ${y}L${ox} ${oy}`;
      })
      .join('');
    return (
      `<clipPath id="b"><circle cx="300" cy="300" r="200"/></clipPath>` +
      `<circle cx="300" cy="300" r="200" fill="${k.c}"/>` +
      `<g clip-path="url(#b)">${shape(penta(300, 300, 64, -90), patch, k.d)}${shape(outer, patch, k.d)}${line(seams, k.d, 5)}</g>` +
      `<circle cx="300" cy="300" r="200" fill="none" stroke="${k.d}" stroke-width="8"/>`
    );
  },
  basketball: (k) =>
    `<circle cx="300" cy="300" r="200" fill="${k.c}" stroke="${k.d}" stroke-width="8"/>` +
    line('M300 100V500M100 300H500M160 158Q250 300 160 442M440 158Q350 300 440 442', luminance(k.c) > 0.3 ? '#222222' : '#E5E5E5', 9),
  volleyball: (k) => {
    const seam = luminance(k.c) > 0.6 ? k.d : '#F5F5F5';
    return (
      `<circle cx="300" cy="300" r="200" fill="${k.c}" stroke="${k.d}" stroke-width="8"/>` +
      `<g id="v">${line('M300 300Q300 180 200 128M300 300Q420 250 470 170M300 300Q250 200 300 104', seam, 8)}</g>` +
      `<use href="#v" transform="rotate(120 300 300)"/><use href="#v" transform="rotate(240 300 300)"/>`
    );
  },
  bag: (k) =>
    line('M220 256Q220 170 300 170Q380 170 380 256', k.d, 18) +
    shape('M110 300Q110 250 160 250H440Q490 250 490 300V440Q490 462 468 462H132Q110 462 110 440Z', k.c, k.d) +
    `<ellipse cx="124" cy="356" rx="20" ry="70" fill="${k.l}"/><ellipse cx="476" cy="356" rx="20" ry="70" fill="${k.l}"/>` +
    line('M150 282H450', k.d, 5, ' stroke-dasharray="8 6"') +
    shape('M210 340H390V420H210Z', k.l, k.d),
  bottle: (k) =>
    shape('M246 110H354V156H246Z', k.d, k.d) +
    shape('M252 156H348V192Q392 212 392 262V470Q392 502 360 502H240Q208 502 208 470V262Q208 212 252 192Z', k.c, k.d) +
    shape('M208 300H392V384H208Z', k.l, k.d) +
    line('M236 250V460', '#FFFFFF', 10, ' opacity=".35"'),
};

/** Top of the composition: which point the "detalle" close-up centres on. */
const FOCUS: Record<Silhouette, [number, number]> = {
  running: [400, 320],
  hightop: [330, 290],
  cleat: [400, 340],
  boot: [300, 300],
  sandal: [300, 360],
  formal: [420, 350],
  slipper: [400, 340],
  football: [330, 250],
  basketball: [360, 260],
  volleyball: [340, 260],
  bag: [300, 330],
  bottle: [300, 300],
};

/** Seen from below (shoes) or turned (balls, accessories). */
function underside(sil: Silhouette, k: Tones): string {
  if (!SHOES.has(sil)) {
    return `<ellipse cx="300" cy="530" rx="190" ry="22" fill="#000" opacity=".1"/><use href="#s" transform="rotate(-18 300 300) translate(60 40) scale(.8)"/>`;
  }
  const foot =
    'M300 60C380 60 414 150 408 240C402 320 372 360 374 430C376 500 350 545 300 545C250 545 224 500 226 430C228 360 198 320 192 240C186 150 220 60 300 60Z';
  const base = sil === 'sandal' || sil === 'slipper' ? k.d : k.s;
  let inner = `<path d="${foot}" fill="url(#t)" transform="translate(42 36) scale(.86)"/>`;
  if (sil === 'sandal') inner = line('M214 170Q300 130 386 170M222 300Q300 330 378 300', k.c, 34);
  if (sil === 'cleat')
    inner = `<g fill="${k.c}" stroke="${k.d}" stroke-width="4"><circle cx="260" cy="140" r="18"/><circle cx="340" cy="140" r="18"/><circle cx="240" cy="240" r="18"/><circle cx="360" cy="240" r="18"/><circle cx="300" cy="320" r="16"/><circle cx="262" cy="470" r="18"/><circle cx="338" cy="470" r="18"/></g>`;
  if (sil === 'formal') inner = shape('M236 440H364V520Q300 548 236 520Z', mix(base, '#000000', 0.3), k.d);
  return (
    `<pattern id="t" width="40" height="34" patternUnits="userSpaceOnUse"><path d="M0 8L20 22L40 8" stroke="${k.c}" stroke-width="7" fill="none"/></pattern>` +
    `<g transform="rotate(-24 300 300)">${shape(foot, base, k.d)}${inner}</g>`
  );
}

/** One product picture: a silhouette in `hex`, composition `angle` (0 lateral, 1 par, 2 superior, 3 detalle). */
export function productSvg(sil: Silhouette, hex: string, angle: number): string {
  const k = tones(hex);
  const backgrounds = ['#F4F5F7', '#EEF2F6', '#F7F4EF', mix(hex, '#FFFFFF', 0.88)];
  const shadow = (cy: number, rx: number) => `<ellipse cx="300" cy="${cy}" rx="${rx}" ry="18" fill="#000" opacity=".1"/>`;
  const ball = !SHOES.has(sil) && sil !== 'bag' && sil !== 'bottle';
  const [fx, fy] = FOCUS[sil];
  let scene: string;
  switch (angle) {
    case 0:
      scene = `${shadow(ball ? 515 : 470, ball ? 170 : 250)}<use href="#s"/>`;
      break;
    case 1:
      scene = ball
        ? `${shadow(530, 230)}<use href="#s" transform="translate(200 40) scale(.6)"/><use href="#s" transform="translate(20 150) scale(.7)"/>`
        : `${shadow(540, 240)}<use href="#s" transform="translate(110 -20) scale(.8)"/><use href="#s" transform="translate(-10 150) scale(.82)"/>`;
      break;
    case 2:
      scene = underside(sil, k);
      break;
    case 3:
      scene = `<use href="#s" transform="translate(${300 - 2 * fx} ${300 - 2 * fy}) scale(2)"/>`;
      break;
    default:
      throw new Error(`Unknown angle ${angle}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><defs><g id="s">${SIDE[sil](k)}</g></defs><rect width="600" height="600" fill="${backgrounds[angle]}"/>${scene}</svg>`;
}

// ---------------------------------------------------------------- brands, promos, banners

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
function wideSvg(w: WideImage): string {
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

const BANNERS: WideImage[] = [
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

const BOTTOM: WideImage = {
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

const brandBySlug = (slug: string) => {
  const b = BRANDS.find((x) => x.slug === slug);
  if (!b) throw new Error(`Unknown brand ${slug}`);
  return b;
};

const PROMOS: [string, WideImage][] = [
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

// ---------------------------------------------------------------- the pool on disk

export interface ImagePool {
  /** `/media/products/<silhouette>-<rrggbb>-<angle>.svg`; throws for a colour outside the pool */
  productImageUrl(sil: Silhouette, hex: string, angle: number): string;
  brandLogoUrl(slug: string): string;
  /** wide promotional images for the landing page (brand publicity, landing = true) */
  promoUrls: { slug: string; url: string }[];
  bannerImageUrls: string[];
  bottomBannerUrl: string;
  /** null when the committed video file is not there */
  videoBannerUrl: string | null;
  /** files in the pool / written by this call */
  files: number;
  written: number;
}

export const VIDEO_SOURCE = path.join(staticDir, 'media-seed/banner-video.webm');

const productFile = (sil: Silhouette, hex: string, angle: number) => `${sil}-${hex.replace('#', '').toLowerCase()}-${ANGLES[angle]}.svg`;

/**
 * Writes the image pool under `mediaDir` (only the files that are missing) and returns how to build
 * the public URLs. `hexes` are the product colours drawn (the catalogue palette by default).
 */
export async function ensureImagePool(mediaDir: string, hexes: readonly string[] = PALETTE.map((c) => c.hex)): Promise<ImagePool> {
  const dirs = {
    products: path.join(mediaDir, 'products'),
    brands: path.join(mediaDir, 'brands'),
    banners: path.join(mediaDir, 'banners'),
  };
  const wanted: { dir: keyof typeof dirs; file: string; content: () => string }[] = [];
  for (const sil of SILHOUETTES) {
    for (const hex of hexes) {
      for (let angle = 0; angle < ANGLES.length; angle++) {
        wanted.push({ dir: 'products', file: productFile(sil, hex, angle), content: () => productSvg(sil, hex, angle) });
      }
    }
  }
  for (const b of BRANDS) wanted.push({ dir: 'brands', file: `${b.slug}.svg`, content: () => brandLogoSvg(b) });
  for (const [slug, img] of PROMOS) wanted.push({ dir: 'brands', file: `promo-${slug}.svg`, content: () => wideSvg(img) });
  for (const [i, img] of BANNERS.entries()) wanted.push({ dir: 'banners', file: `banner-${i + 1}.svg`, content: () => wideSvg(img) });
  wanted.push({ dir: 'banners', file: 'bottom.svg', content: () => wideSvg(BOTTOM) });

  let written = 0;
  for (const [key, dir] of Object.entries(dirs) as [keyof typeof dirs, string][]) {
    await mkdir(dir, { recursive: true });
    const present = new Set(await readdir(dir));
    const missing = wanted.filter((w) => w.dir === key && !present.has(w.file));
    await Promise.all(missing.map((w) => writeFile(path.join(dir, w.file), w.content())));
    written += missing.length;
  }

  let videoBannerUrl: string | null = null;
  if (existsSync(VIDEO_SOURCE)) {
    const target = path.join(dirs.banners, 'banner-video.webm');
    if (!existsSync(target)) {
      await copyFile(VIDEO_SOURCE, target);
      written++;
    }
    videoBannerUrl = '/media/banners/banner-video.webm';
  }

  const pooled = new Set(hexes.map((h) => h.toLowerCase()));
  return {
    productImageUrl(sil, hex, angle) {
      if (!pooled.has(hex.toLowerCase())) throw new Error(`Colour ${hex} is not in the image pool`);
      if (!(angle >= 0 && angle < ANGLES.length)) throw new Error(`Unknown angle ${angle}`);
      return `/media/products/${productFile(sil, hex, angle)}`;
    },
    brandLogoUrl: (slug) => `/media/brands/${brandBySlug(slug).slug}.svg`,
    promoUrls: PROMOS.map(([slug]) => ({ slug, url: `/media/brands/promo-${slug}.svg` })),
    bannerImageUrls: BANNERS.map((_, i) => `/media/banners/banner-${i + 1}.svg`),
    bottomBannerUrl: '/media/banners/bottom.svg',
    videoBannerUrl,
    files: wanted.length + (videoBannerUrl ? 1 : 0),
    written,
  };
}
