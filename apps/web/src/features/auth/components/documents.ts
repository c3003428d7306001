import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from '@store/contracts/constants';

export type DocumentProblem =
  | { kind: 'filesMin' }
  | { kind: 'filesMax' }
  | { kind: 'fileTooBig'; name: string }
  | { kind: 'fileNotPdf'; name: string };

export function isPdfFile(file: File): boolean {
  return /\.pdf$/i.test(file.name) && (file.type === '' || file.type === 'application/pdf');
}

/**
 * Adds the chosen files to the list, keeping only PDFs within the size limit and at most MAX_DOCUMENTS;
 * the first problem met is reported (docs/product.md §5), the good files are kept.
 */
export function addDocuments(current: File[], incoming: File[]): { files: File[]; problem: DocumentProblem | null } {
  const files = [...current];
  let problem: DocumentProblem | null = null;
  for (const file of incoming) {
    if (files.some((f) => f.name === file.name && f.size === file.size)) continue;
    if (!isPdfFile(file)) problem ??= { kind: 'fileNotPdf', name: file.name };
    else if (file.size > MAX_DOCUMENT_BYTES) problem ??= { kind: 'fileTooBig', name: file.name };
    else if (files.length >= MAX_DOCUMENTS) problem ??= { kind: 'filesMax' };
    else files.push(file);
  }
  return { files, problem };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
