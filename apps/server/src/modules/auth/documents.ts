import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS, MSG, registerFields } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.ts';
import { fileKind } from '../../lib/file-kind.ts';
import { parseFields, readMultipart, type UploadedFile } from '../../lib/multipart.ts';

function checkDocuments(files: UploadedFile[]) {
  if (files.length === 0) throw badRequest(MSG.filesMin);
  if (files.length > MAX_DOCUMENTS) throw badRequest(MSG.filesMax);
  for (const f of files) if (fileKind(f.data) !== 'pdf') throw badRequest(MSG.fileNotPdf(f.filename));
}

/** The registration form: its text fields checked against the rules, then its one to five PDFs. */
export async function readRegistrationForm(request: FastifyRequest) {
  const form = await readMultipart(request, { fileSize: MAX_DOCUMENT_BYTES, files: MAX_DOCUMENTS, tooManyFiles: MSG.filesMax });
  const fields = parseFields(registerFields, form.fields);
  checkDocuments(form.files);
  return { fields, files: form.files };
}
