/** Lower-case and strip accents so 'Zapatilla Ñandú' matches 'nandu' and 'ZAPATILLA'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a product is found by: its name and every variant code. */
export function productSearchText(name: string, codes: string[]): string {
  return normalizeSearch([name, ...codes].join(' '));
}
