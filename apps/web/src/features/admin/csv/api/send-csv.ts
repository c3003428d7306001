import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { upload } from '../../../../lib/files.ts';

const { import: importCsv } = adminEndpoints.csv;
/** The same endpoint as a real run sees it: its success is the 202 (the job to poll), not the dry run's report. */
const realRun = { ...importCsv, responses: { 202: importCsv.responses[202] } };

const options = (onProgress: (fraction: number) => void) => ({ contentType: 'text/csv', onProgress });

/** Sends the file as text/csv with upload progress (0..1) for a dry run: the report of what would change. */
export const validateCsv = (file: File, onProgress: (fraction: number) => void) =>
  upload(importCsv, { query: { dryRun: '1' }, body: file }, options(onProgress));

/**
 * Sends the file for the real import: the background job to poll. Bad rows of a real run arrive as an ApiError
 * whose body holds `rowErrors`.
 */
export const startImport = (file: File, onProgress: (fraction: number) => void) =>
  upload(realRun, { query: { dryRun: '0' }, body: file }, options(onProgress));
