import { MAX_RECEIPT_BYTES, MSG } from '@store/contracts';
import type { RECEIPT_TYPES } from '@store/contracts/payments';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { readMultipart, type UploadedFile } from '../../lib/multipart.ts';

export type ReceiptKind = keyof typeof RECEIPT_TYPES;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What a receipt really is, by its content: a PDF (`%PDF-` at the start, `%%EOF` near the end), a JPEG
 * (the SOI marker and a JFIF/EXIF/quantisation segment after it) or a PNG (its signature and the IHDR
 * chunk first). Anything else (an executable renamed .pdf, a web page, a Word file) is null.
 */
export function receiptKind(data: Buffer): ReceiptKind | null {
  if (data.length >= 16 && data.subarray(0, 5).toString('latin1') === '%PDF-') {
    const tail = data.subarray(Math.max(0, data.length - 2048)).toString('latin1');
    return tail.includes('%%EOF') ? 'pdf' : null;
  }
  if (data.length >= 24 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.subarray(12, 16).toString('latin1') === 'IHDR') return 'png';
  // SOI, then a marker segment (APPn, DQT, SOF, DHT…): FF D8 FF xx
  if (data.length >= 64 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff && data[3] >= 0xc0) return 'jpg';
  return null;
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
