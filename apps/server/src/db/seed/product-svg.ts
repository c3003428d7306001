/**
 * Product pictures: shoe, ball and accessory silhouettes in a variant's colour (side views, 600x600), in four
 * compositions.
 */
import { luminance, mix, type Tones, tones } from './svg-tones.ts';

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

const shape = (d: string, fill: string, stroke: string, extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

export const SIDE: Record<Silhouette, (k: Tones) => string> = {
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
