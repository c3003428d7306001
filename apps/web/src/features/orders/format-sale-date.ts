/** Orders are placed in Ecuador: their dates read in Ecuador's time, whatever the browser's zone. */
export function formatSaleDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Guayaquil' }).format(new Date(iso));
}
