/** The catalogue's colours and its fictional brands, as data: the names, codes and colours the seeds and the images use. */

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

export type Emblem = 'mountain' | 'wings' | 'wave' | 'volcano' | 'peak' | 'shell' | 'sun' | 'chakana' | 'globe' | 'leaf';

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

export const brandBySlug = (slug: string) => {
  const b = BRANDS.find((x) => x.slug === slug);
  if (!b) throw new Error(`Unknown brand ${slug}`);
  return b;
};
