/**
 * Answers a private file (a transfer receipt): its own type, shown inline, never cached by a shared cache
 * nor sniffed into something else by the browser.
 */
import type { FastifyReply } from 'fastify';

/** A header-safe file name: ASCII only in `filename`, the real one in `filename*`. */
export function contentDisposition(filename: string, fallback = 'archivo') {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || fallback;
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function sendPrivateFile(reply: FastifyReply, file: { data: Buffer; mime: string; filename: string }) {
  return reply
    .type(file.mime)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
