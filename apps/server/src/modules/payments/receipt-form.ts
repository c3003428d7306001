/**
 * A transfer receipt's upload form (`endpoints.payments.upload`): exactly one file, within MAX_RECEIPT_BYTES,
 * a PDF, JPG or PNG by its content (lib/file-kind.ts), every refusal a 4xx before anything is stored.
 */
import { MAX_RECEIPT_BYTES, MSG } from '@store/contracts';
import type { RECEIPT_TYPES } from '@store/contracts/payments';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { type FileKind, fileKind } from '../../lib/file-kind.ts';
import { readMultipart, type UploadedFile } from '../../lib/multipart.ts';

export type ReceiptKind = keyof typeof RECEIPT_TYPES;

/** The receipt kinds by what the file is; a receipt keeps `jpg` (its extension and RECEIPT_TYPES key). */
const RECEIPT_KINDS: Partial<Record<FileKind, ReceiptKind>> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };

/** What a receipt really is, by its content: a PDF, JPEG or PNG. Anything else (a zip, a web page, an executable renamed .pdf) is null. */
export function receiptKind(data: Buffer): ReceiptKind | null {
  const kind = fileKind(data);
  return (kind && RECEIPT_KINDS[kind]) ?? null;
}

/**
 * The receipt form: exactly one file, at most MAX_RECEIPT_BYTES, a PDF, JPG or PNG by its content. Every
 * refusal is a 4xx before anything is stored.
 */
export async function readReceiptForm(request: FastifyRequest): Promise<UploadedFile & { kind: ReceiptKind }> {
  let files: UploadedFile[];
  try {
    ({ files } = await readMultipart(request, { fileSize: MAX_RECEIPT_BYTES, files: 1, tooManyFiles: MSG.receiptOneFile }));
  } catch (err) {
    if (err instanceof AppError && err.kind === 'payload_too_large') throw new AppError('payload_too_large', MSG.receiptTooBig);
    throw err;
  }
  const [file] = files;
  if (!file) throw badRequest(MSG.receiptRequired);
  const kind = receiptKind(file.data);
  if (!kind) throw badRequest(MSG.receiptNotAccepted);
  return { ...file, kind };
}
