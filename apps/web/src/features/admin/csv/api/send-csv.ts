import type { CsvDryRunResponse, CsvJobStarted } from '@store/contracts/admin-csv';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { upload } from '../../api/files.ts';

/**
 * Sends the file as text/csv with upload progress (0..1). A dry run answers its report; a real run answers
 * the background job to poll. Bad rows of a real run arrive as an ApiError whose body holds `rowErrors`.
 */
export function sendCsv(file: File, dryRun: true, onProgress: (fraction: number) => void): Promise<CsvDryRunResponse>;
export function sendCsv(file: File, dryRun: false, onProgress: (fraction: number) => void): Promise<CsvJobStarted>;
export function sendCsv(file: File, dryRun: boolean, onProgress: (fraction: number) => void) {
  return upload<CsvDryRunResponse | CsvJobStarted>(adminEndpoints.csv.import.path, file, {
    query: { dryRun: dryRun ? 1 : 0 },
    contentType: 'text/csv',
    onProgress,
  });
}
