import provinces from './ecuador-locations.json' with { type: 'json' };

/** Ecuador's 24 provinces and their cantons (INEC); province and city selects use these names. */
export const PROVINCES: { name: string; cantons: string[] }[] = provinces;

export function cantonsOf(province: string): string[] {
  return PROVINCES.find((p) => p.name === province)?.cantons ?? [];
}
