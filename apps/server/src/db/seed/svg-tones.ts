/** Colour arithmetic for the drawn images: a variant colour's outline, highlight and sole tones. */

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(hex: string, target: string, t: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return `#${a
    .map((v, i) => Math.round(v + (b[i] - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`.toUpperCase();
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Tones {
  /** the variant colour */
  c: string;
  /** outline */
  d: string;
  /** highlight */
  l: string;
  /** sole: light under a dark colour, dark under a light one */
  s: string;
}

export function tones(hex: string): Tones {
  const light = luminance(hex) > 0.72;
  return {
    c: hex.toUpperCase(),
    d: light ? mix(hex, '#000000', 0.55) : mix(hex, '#000000', 0.45),
    l: light ? mix(hex, '#000000', 0.2) : mix(hex, '#FFFFFF', 0.45),
    s: light ? '#2E2E2E' : '#F2F2F2',
  };
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
