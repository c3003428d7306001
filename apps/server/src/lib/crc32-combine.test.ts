import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine.ts';

describe('crc32Combine', () => {
  it("gives zlib's CRC-32 of the joined bytes, for runs of every length from empty to 70 KB", () => {
    const lengths = [0, 1, 2, 3, 7, 8, 255, 256, 1023, 1400, 4096, 65_535, 70_000];
    for (const a of lengths)
      for (const b of lengths) {
        const first = randomBytes(a);
        const second = randomBytes(b);
        const joined = crc32Combine(crc32(first), crc32(second), crc32Shift(b));
        expect(joined, `${a} + ${b} bytes`).toBe(crc32(Buffer.concat([first, second])));
      }
  });

  it('folds many runs, as a page of twenty cards with commas between them', () => {
    const runs = Array.from({ length: 41 }, (_, i) => (i % 2 ? Buffer.from(',') : randomBytes(900 + i * 37)));
    let crc = 0;
    for (const run of runs) crc = crc32Combine(crc, crc32(run), crc32Shift(run.length));
    expect(crc).toBe(crc32(Buffer.concat(runs)));
  });
});
