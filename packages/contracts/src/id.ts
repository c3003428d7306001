/** The largest id a row can have: the database's serial is a signed 32-bit integer. */
export const ID_MAX = 2_147_483_647;

/**
 * An id written as text (a path, a query, a form field): decimal digits only, the first not 0. No sign,
 * no leading zero, no exponent, no decimal point, no spaces, no 0x/0b prefix: `0x7`, `7e0`, `7.0`, `+7`
 * and `007` are not 7, so one row has one address.
 */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The id a text names, or undefined when it is not exactly a positive decimal integer up to ID_MAX. */
export function readId(text: string | null | undefined): number | undefined {
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= ID_MAX ? id : undefined;
}
