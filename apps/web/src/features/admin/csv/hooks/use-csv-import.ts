import { type CsvImportSummary, type CsvJobStarted, type CsvRowError, csvRejectedResponse } from '@store/contracts/admin-csv';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/toast.ts';
import adminCsvMessages from '../../../../locales/admin-csv.ts';
import { isImportJobQuery, useImportJob, worthRetrying } from '../api/get-import-job.ts';
import { startImport } from '../api/start-import.ts';
import { validateCsv } from '../api/validate-csv.ts';

export type Progress =
  | { kind: 'upload'; fraction: number }
  | { kind: 'validating' }
  | { kind: 'processing'; done: number; total: number; reconnecting?: boolean };

export interface Outcome {
  mode: 'dry' | 'import';
  ok: boolean;
  msg: string;
  summary?: CsvImportSummary;
  rowErrors: CsvRowError[];
  truncated: boolean;
}

/** A refusal as the page shows it: the bad rows a 400 carries, or the error's message. */
function refusal(mode: Outcome['mode'], error: unknown): Outcome {
  const body = error instanceof ApiError ? csvRejectedResponse.safeParse(error.body).data : undefined;
  if (body?.rowErrors) {
    return { mode, ok: false, msg: body.msg, summary: body.summary, rowErrors: body.rowErrors, truncated: Boolean(body.truncated) };
  }
  return { mode, ok: false, msg: error instanceof Error ? error.message : String(error), rowErrors: [], truncated: false };
}

/**
 * The import's steps: choose a file, validate it (a dry run), then import the file that passed, sent with its
 * upload progress and followed while the server applies it. Only a file whose dry run found no bad row may be
 * imported; a real run refused (the catalogue changed meanwhile) has to pass a dry run again.
 */
export function useCsvImport() {
  const { t } = useTranslation(adminCsvMessages);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [validated, setValidated] = useState<File | null>(null);
  const [sending, setSending] = useState<Extract<Progress, { kind: 'upload' | 'validating' }> | null>(null);
  const [started, setStarted] = useState<CsvJobStarted | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const job = useImportJob(started);

  const progress: Progress | null =
    sending ??
    (started && job.data ? { kind: 'processing', done: job.data.done, total: job.data.total, reconnecting: job.failureCount > 0 } : null);

  // The job ended, an answer refused, or the polls kept failing (the import may still be running, or done).
  useEffect(() => {
    if (!started) return;
    if (job.status === 'error') {
      setStarted(null);
      if (worthRetrying(job.error)) {
        setOutcome({ mode: 'import', ok: false, msg: t('import.connectionLost'), rowErrors: [], truncated: false });
      } else {
        setValidated(null);
        setOutcome(refusal('import', job.error));
      }
      return;
    }
    const state = job.data;
    if (!state || state.status === 'running') return;
    setStarted(null);
    const ok = state.status === 'done';
    setOutcome({ mode: 'import', ok, msg: state.msg, summary: state.result, rowErrors: state.rowErrors ?? [], truncated: false });
    if (ok) {
      notify.success(state.msg);
      // The catalogue changed: whatever the back office read of it is stale.
      void queryClient.invalidateQueries({ predicate: (query) => !isImportJobQuery(query.queryKey) });
    }
  }, [started, job.status, job.error, job.data, queryClient, t]);

  const onUpload = (fraction: number) => setSending(fraction >= 1 ? { kind: 'validating' } : { kind: 'upload', fraction });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setValidated(null);
    setOutcome(null);
  };

  const validate = async () => {
    if (!file) return;
    setOutcome(null);
    setSending({ kind: 'upload', fraction: 0 });
    try {
      const report = await validateCsv(file, onUpload);
      if (report.rowErrors.length === 0) setValidated(file);
      setOutcome({
        mode: 'dry',
        ok: report.rowErrors.length === 0,
        msg: report.msg,
        summary: report.summary,
        rowErrors: report.rowErrors,
        truncated: report.truncated,
      });
    } catch (error) {
      setOutcome(refusal('dry', error));
    } finally {
      setSending(null);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setOutcome(null);
    setSending({ kind: 'upload', fraction: 0 });
    try {
      setStarted(await startImport(file, onUpload));
    } catch (error) {
      // Refused on import (the catalogue changed since the dry run): it must pass a dry run again.
      setValidated(null);
      setOutcome(refusal('import', error));
    } finally {
      setSending(null);
    }
  };

  return { file, choose, canImport: file !== null && validated === file, progress, outcome, validate, runImport };
}
