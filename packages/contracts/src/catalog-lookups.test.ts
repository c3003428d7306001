import { describe, expect, it } from 'vitest';
import { isNoneValue } from './catalog-lookups.ts';

describe('isNoneValue', () => {
  it('reads «Ninguna» and its like as no value, and a real value as one', () => {
    for (const none of ['Ninguna', ' ninguno ', 'Sin tecnología', 'N/A', 'No aplica', '-']) expect(isNoneValue(none), none).toBe(true);
    for (const value of ['Espuma EVA', 'Sintético', 'Impermeable', 'Singapur']) expect(isNoneValue(value), value).toBe(false);
  });
});
