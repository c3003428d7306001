import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { upload } from '../../../../lib/files.ts';

const { import: importCsv } = adminEndpoints.csv;

/**
 * Sends the file as text/csv with upload progress (0..1) for the real import: the background job to poll
 * (get-import-job.ts). Bad rows of a real run arrive as an ApiError whose body holds `rowErrors`.
 */
export const startImport = (file: File, onProgress: (fraction: number) => void) =>
  // A real run's success is the 202 (the job to poll), not the dry run's report.
  upload<typeof importCsv, 202>(importCsv, { query: { dryRun: '0' }, body: file }, { contentType: 'text/csv', onProgress });
