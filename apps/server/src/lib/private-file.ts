/**
 * Answers a private file (a transfer receipt, an order's note, the price list): its own type, shown inline or
 * saved, never cached by a shared cache nor sniffed into something else by the browser.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type Disposition = 'inline' | 'attachment';

/** RFC 5987's value-chars: encodeURIComponent leaves `'()*` alone, which `filename*` does not allow. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A header-safe file name: ASCII only in `filename`, the real one in `filename*`. */
export function contentDisposition(filename: string, disposition: Disposition = 'inline', fallback = 'archivo') {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || fallback;
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(filename)}`;
}

/** `inline` shows the file in the browser (a receipt); `attachment` saves it (a download). */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { data: Buffer | Readable; mime: string; filename: string },
  disposition: Disposition = 'inline',
) {
  return reply
    .type(file.mime)
    .header('content-disposition', contentDisposition(file.filename, disposition))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
