/**
 * The one streaming CSV reader (catalogue import, quick order, price lists): the bytes are decoded and handed
 * to csv-parse's stream a slice at a time, waiting a turn of the event loop between slices, so that a 20 MB
 * file never holds up other requests and its records are read one by one (the caller stops at its row cap
 * and the rest of the file is never parsed).
 */
import { isUtf8 } from 'node:buffer';
import { pipeline, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Options } from 'csv-parse';

/** What is parsed between two turns of the event loop: a few milliseconds of work. */
const SLICE = 64 * 1024;

export interface CsvSource {
  /** the file's text, or its bytes: UTF-8 (with or without BOM), else Windows-1252 (Excel's «CSV» in Spanish) */
  input: Buffer | string;
  /** the parser's options; `delimiter` may be chosen from the file's first slice of text */
  options: Omit<Options, 'delimiter'> & { delimiter?: Options['delimiter'] | ((head: string) => Options['delimiter']) };
}

/** The text of the file, a slice at a time, with a turn of the event loop between slices; the BOM dropped. */
async function* slices(input: Buffer | string): AsyncGenerator<string> {
  if (typeof input === 'string') {
    const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
    for (let at = 0; at < text.length; at += SLICE) {
      yield text.slice(at, at + SLICE);
      await nextTurn();
    }
    return;
  }
  // isUtf8 checks the whole buffer natively (gigabytes per second); TextDecoder drops a UTF-8 BOM.
  const decoder = new TextDecoder(isUtf8(input) ? 'utf-8' : 'windows-1252');
  for (let at = 0; at < input.length; at += SLICE) {
    const text = decoder.decode(input.subarray(at, at + SLICE), { stream: true });
    if (text) yield text;
    await nextTurn();
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The first slice of text, for choosing the separator. */
function headOf(input: Buffer | string): string {
  const head = typeof input === 'string' ? input.slice(0, SLICE) : input.subarray(0, SLICE).toString('latin1');
  return head.replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
}

/**
 * The file's records as csv-parse gives them (arrays of cells, or `{ record, info }` with `info: true`). Leaving
 * the loop early (a row cap, an error) stops the parser and the reading. csv-parse's errors (with `lines`) are
 * thrown by the loop.
 */
export async function* csvRecords<T = string[]>({ input, options }: CsvSource): AsyncGenerator<T> {
  // Loaded with the first file read: a start does not pay for it.
  const { parse } = await import('csv-parse');
  const { delimiter, ...rest } = options;
  const parser = parse({ ...rest, delimiter: typeof delimiter === 'function' ? delimiter(headOf(input)) : delimiter });
  // Errors reach the reader through the parser (its iterator throws them); pipeline destroys both on either's end,
  // and a loop left early returns the parser's iterator (yield*), which destroys it.
  pipeline(Readable.from(slices(input)), parser, () => {});
  yield* parser as AsyncIterable<T>;
}
