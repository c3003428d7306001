import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { upload } from '../../../../lib/files.ts';

/** Sends the file as text/csv with upload progress (0..1) for a dry run: the report of what would change. */
export const validateCsv = (file: File, onProgress: (fraction: number) => void) =>
  upload(adminEndpoints.csv.import, { query: { dryRun: '1' }, body: file }, { contentType: 'text/csv', onProgress });
