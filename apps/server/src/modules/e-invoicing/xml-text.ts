/**
 * What every SRI document, signature and SOAP answer here writes and reads: escaped text, Ecuador's time, and
 * elements found by their local name.
 */
import type { DOMParser } from '@xmldom/xmldom';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text (and attribute values) escaped for XML. */
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * An instant as Ecuador's clock writes it, with its offset (xsd:dateTime): SigningTime and fechaAutorizacion.
 * Ecuador keeps −05:00 all year (no daylight saving), so the offset is fixed.
 */
export const ecuadorDateTime = (at: Date) => `${new Date(at.getTime() - 5 * 3600_000).toISOString().slice(0, 19)}-05:00`;

/** dd/mm/aaaa hh:mm:ss on Ecuador's clock, as the RIDE prints a date and time. */
export const ecuadorStamp = (at: Date) => {
  const [day, time] = ecuadorDateTime(at).split('T');
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${time.slice(0, 8)}`;
};

export type Element = ReturnType<DOMParser['parseFromString']>['documentElement'];

/** Elements by local name, whatever prefix the SRI's SOAP stack (or a document) gave them. */
export const all = (root: Element | Document | undefined, name: string): Element[] =>
  root ? (Array.from((root as Element).getElementsByTagNameNS('*', name)) as unknown as Element[]) : [];
export const first = (root: Element | Document | undefined, name: string) => all(root, name)[0];
/** The trimmed text of the first element of that name, '' when there is none. */
export const textIn = (root: Element | Document | undefined, name: string) => first(root, name)?.textContent?.trim() ?? '';
