import { MAX_DOCUMENTS, MSG } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { UploadedDocument } from './service.ts';

/** A PDF by its content: the `%PDF-` header at the start and an `%%EOF` marker near the end. */
export function isPdf(data: Buffer): boolean {
  if (data.length < 16 || data.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return data
    .subarray(Math.max(0, data.length - 2048))
    .toString('latin1')
    .includes('%%EOF');
}

/** Reads a multipart form: text fields and up to five files, each within the size limit. */
export async function readRegistrationForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(MSG.multipartExpected);
  const fields: Record<string, string> = {};
  const files: UploadedDocument[] = [];
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        current = part.filename || part.fieldname;
        const data = await part.toBuffer();
        if (!part.filename && data.length === 0) continue;
        files.push({ filename: current, data });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', MSG.fileTooBig(current));
    if (code === 'FST_FILES_LIMIT') throw badRequest(MSG.filesMax);
    // Anything else is a form the parser could not read (no boundary, a body cut short): the client's fault.
    request.log.warn({ err }, 'unreadable multipart form');
    throw badRequest(MSG.badRequest);
  }
  return { fields, files };
}

export function checkDocuments(files: UploadedDocument[]) {
  if (files.length === 0) throw badRequest(MSG.filesMin);
  if (files.length > MAX_DOCUMENTS) throw badRequest(MSG.filesMax);
  for (const f of files) if (!isPdf(f.data)) throw badRequest(MSG.fileNotPdf(f.filename));
}
