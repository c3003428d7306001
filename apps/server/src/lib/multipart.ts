/**
 * The one reader of multipart forms (registration documents, catalogue pictures and banner media): text
 * fields and files, each file within its size limit, with the store's messages for what goes wrong.
 */
import { MSG } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, invalidFields } from './app-error.ts';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface FormLimits {
  /** bytes per file */
  fileSize: number;
  /** how many files */
  files: number;
  /** what a form with more files than `files` hears */
  tooManyFiles: string;
  /** what a file over `fileSize` hears (a 413); the documents' wording (docs/product.md §8) when not given */
  tooBig?: (name: string) => string;
}

/**
 * Reads the whole form: its text fields and its files in the order sent. A file part sent empty and
 * without a name (a file input left blank) is no file. A file over the size limit is a 413 with its name;
 * anything the parser cannot read (no boundary, a body cut short) is the client's fault, a 400.
 */
export async function readMultipart(request: FastifyRequest, { tooManyFiles, tooBig = MSG.fileTooBig, ...limits }: FormLimits) {
  if (!request.isMultipart()) throw badRequest(MSG.multipartExpected);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let current = '';
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        current = part.filename || part.fieldname;
        const data = await part.toBuffer();
        if (!part.filename && data.length === 0) continue;
        files.push({ filename: current, mimetype: part.mimetype, data });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
    if (err instanceof RequestFileTooLargeError) throw new AppError('payload_too_large', tooBig(current));
    if (err instanceof FilesLimitError) throw badRequest(tooManyFiles);
    request.log.warn({ err }, 'unreadable multipart form');
    throw badRequest(MSG.badRequest);
  }
  return { fields, files };
}

/** A form's text fields read by their schema (the route's schema cannot see inside a multipart body). */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  return parsed.data;
}
