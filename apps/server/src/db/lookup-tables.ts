import type { LookupName } from '@store/contracts';
import { brands, categories, colors, genders, materials, sizes, technologies, types, uses } from './schema.ts';

/**
 * The Drizzle table of each lookup group of the registry (`@store/contracts/catalog-lookups`), which says
 * everything else about it. Every one has `id` and `name`.
 */
const TABLES = { brands, categories, genders, materials, colors, types, technologies, uses, sizes } satisfies Record<LookupName, unknown>;

export const lookupTable = <N extends LookupName>(name: N): (typeof TABLES)[N] => TABLES[name];
