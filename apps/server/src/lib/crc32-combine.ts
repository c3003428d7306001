/**
 * The CRC-32 of joined byte runs from each run's own CRC (zlib's crc32_combine_gen/op, which Node does
 * not expose): a page joined from kept cards gets its gzip checksum without reading the cards' bytes again.
 */

/** The reflected CRC-32 polynomial (zlib's, the one gzip uses). */
const POLY = 0xedb88320;

/** a × b modulo the polynomial, both reflected (bit 31 is x⁰). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1], X2N[k - 1]));

/** What appending `length` bytes does to the CRC before them: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X2N[k & 31], p);
  return p;
}

/** The CRC-32 of A then B, from A's CRC, B's CRC and B's `crc32Shift`. */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number) => (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
