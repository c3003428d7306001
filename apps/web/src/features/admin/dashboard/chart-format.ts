/** How the dashboard's charts write days and money where room is short: axis ticks and the labels beside bars. */

const dayFormat = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * «28 nov»: a day of the charts' series, already a calendar day in Ecuador (the server counts in the store's zone),
 * read at noon UTC so that no zone moves it to the day before.
 */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`)).replace(/\.$/, '');

/** «$850», «$1.35 mil», «$15.5 mil», «$1.3 M»: whole dollars, and thousands or millions in a few characters. */
export function shortMoney(cents: number): string {
  const dollars = Math.round(cents / 100);
  // a no-break space: the label beside a bar keeps «mil» on its line
  const [value, unit] = dollars >= 1e6 ? [dollars / 1e6, '\u00a0M'] : dollars >= 1e3 ? [dollars / 1e3, '\u00a0mil'] : [dollars, ''];
  const decimals = !unit || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `$${Number(value.toFixed(decimals))}${unit}`;
}

/**
 * The days the sales chart labels: at most `most` of them, the same number of days apart and the last one (today)
 * always among them, so the labels sit evenly under the bars (recharts' own thinning left uneven gaps at the end).
 */
export function dayTicks(days: readonly string[], most: number): string[] {
  const step = Math.max(1, Math.ceil(days.length / Math.max(1, most)));
  return days.filter((_, i) => (days.length - 1 - i) % step === 0);
}
