/**
 * Spreadsheets run text starting with = + - @ as a formula: a CSV the store writes prefixes such a cell with a
 * quote (a company or product name typed by someone else must never run in the accountant's Excel), and a CSV
 * it reads takes the quote off again.
 */
const FORMULA = /^'*[=+\-@]/;
export const escapeCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);
export const unescapeCell = (value: string) => (/^'+[=+\-@]/.test(value) ? value.slice(1) : value);
