import type { CsvDryRunResponse, CsvJobResponse, CsvJobStarted } from '@store/contracts/admin-csv';
import { api } from '../../../lib/api-client.ts';
import { download, upload } from '../api/files.ts';

/** Saves the whole catalogue as `catalogo-YYYY-MM-DD.csv`. */
export const exportCatalogue = () => download('admin/catalog/export.csv');

/**
 * Sends the file as text/csv with upload progress (0..1). A dry run answers its report; a real run answers
 * the background job to poll. Bad rows of a real run arrive as an ApiError whose body holds `rowErrors`.
 */
export function sendCsv<T extends CsvDryRunResponse | CsvJobStarted>(file: File, dryRun: boolean, onProgress: (fraction: number) => void) {
  return upload<T>('admin/catalog/import', file, { query: { dryRun: dryRun ? 1 : 0 }, contentType: 'text/csv', onProgress });
}

export const importJob = (jobId: string) => api<CsvJobResponse>(`admin/catalog/imports/${encodeURIComponent(jobId)}`);
