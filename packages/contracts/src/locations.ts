/** Ecuador's 24 provinces and their cantons (INEC), for the address fields: the selects and the server's check. */
import provinces from './ecuador-locations.json' with { type: 'json' };

export const PROVINCES: { name: string; cantons: string[] }[] = provinces;

export function cantonsOf(province: string): string[] {
  return PROVINCES.find((p) => p.name === province)?.cantons ?? [];
}
