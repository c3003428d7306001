import {
  CSV_COLUMNS,
  CSV_HEADERS,
  type CsvDryRunResponse,
  type CsvImportSummary,
  type CsvJobResponse,
  type CsvJobStarted,
  type CsvRejectedResponse,
  type CsvRowError,
} from '@store/contracts/admin-csv';
import { STOCK_TYPES } from '@store/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Download, FileSpreadsheet, ShieldCheck, Upload, WifiOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { exportCatalogue, importJob, sendCsv } from './api.ts';

type Progress =
  | { kind: 'upload'; fraction: number }
  | { kind: 'validating' }
  | { kind: 'processing'; done: number; total: number; reconnecting?: boolean };

interface Outcome {
  mode: 'dry' | 'import';
  ok: boolean;
  msg: string;
  summary?: CsvImportSummary;
  rowErrors: CsvRowError[];
  truncated: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often a running import is asked for its progress. */
const POLL_MS = 400;
/**
 * A poll that fails for the connection or the server (the import keeps running there) is tried again this many
 * times, waiting a little longer each time (0.5 s, 1 s, 2 s, 4 s, 5 s: about 12 s in all) before giving up.
 */
const POLL_RETRIES = 5;
const retryDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 5000);
/** No answer, a busy or failing server: worth asking again. An answer such as 404 (the job is gone) is final. */
const worthRetrying = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** The polls kept failing: the import may still be running (or done) on the server. */
class ConnectionLost extends Error {}
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function ProgressBar({ progress }: { progress: Progress }) {
  const { t } = useTranslation('admin-csv');
  const percent =
    progress.kind === 'upload'
      ? Math.round(progress.fraction * 100)
      : progress.kind === 'processing'
        ? Math.round((progress.done / Math.max(progress.total, 1)) * 100)
        : undefined;
  const text =
    progress.kind === 'upload'
      ? t('progress.uploading', { percent })
      : progress.kind === 'processing'
        ? t('progress.processing', { done: progress.done.toLocaleString('es-EC'), total: progress.total.toLocaleString('es-EC') })
        : t('progress.validating');
  const reconnecting = progress.kind === 'processing' && progress.reconnecting;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        {percent === undefined ? (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-500" />
        ) : (
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700" aria-live="polite">
        <span>{text}</span>
        {reconnecting && (
          <span className="inline-flex items-center gap-1.5 font-semibold text-accent-600">
            <WifiOff className="size-4" aria-hidden="true" />
            {t('progress.reconnecting')}
          </span>
        )}
      </p>
    </div>
  );
}

function Stat({
  label,
  value,
  detail,
  tone = 'stone',
}: {
  label: string;
  value: number;
  detail?: string;
  tone?: 'stone' | 'brand' | 'red';
}) {
  const tones = {
    stone: 'border-stone-200 bg-stone-50 text-stone-900',
    brand: 'border-brand-200 bg-brand-50 text-brand-900',
    red: 'border-red-200 bg-red-50 text-red-800',
  } as const;
  return (
    <div className={`rounded-lg border p-3 ${tones[tone]}`}>
      <dt className="text-xs font-semibold tracking-wide uppercase opacity-80">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value.toLocaleString('es-EC')}</dd>
      {detail && <dd className="text-xs opacity-80">{detail}</dd>}
    </div>
  );
}

function Result({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('admin-csv');
  const s = outcome.summary;
  const Icon = outcome.ok ? CheckCircle2 : AlertTriangle;
  return (
    <section aria-label={outcome.mode === 'dry' ? t('result.dryTitle') : t('result.importTitle')} className="flex flex-col gap-4">
      <div
        role={outcome.ok ? 'status' : 'alert'}
        className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${
          outcome.ok ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'
        }`}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">{outcome.mode === 'dry' ? t('result.dryTitle') : t('result.importTitle')}: </span>
          {outcome.msg}
        </p>
      </div>
      {s && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              label={t('result.created')}
              value={s.productsCreated + s.variantsCreated}
              detail={`${t('result.products', { count: s.productsCreated })} · ${t('result.variants', { count: s.variantsCreated })}`}
              tone="brand"
            />
            <Stat
              label={t('result.updated')}
              value={s.productsUpdated + s.variantsUpdated}
              detail={`${t('result.products', { count: s.productsUpdated })} · ${t('result.variants', { count: s.variantsUpdated })}`}
              tone="brand"
            />
            <Stat
              label={t('result.unchanged')}
              value={s.productsUnchanged + s.variantsUnchanged}
              detail={`${t('result.products', { count: s.productsUnchanged })} · ${t('result.variants', { count: s.variantsUnchanged })}`}
            />
            <Stat
              label={t('result.errorRows')}
              value={s.errorRows}
              detail={t('result.rows', { count: s.rows })}
              tone={s.errorRows ? 'red' : 'stone'}
            />
          </dl>
          <p className="text-sm text-stone-600">{t('result.stock', { changed: s.stockChanged, unchanged: s.stockUnchanged })}</p>
        </>
      )}
      {outcome.rowErrors.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-stone-900">{t('errors.title', { count: s?.errorRows ?? outcome.rowErrors.length })}</h3>
          <div className="max-h-96 overflow-y-auto rounded-xl">
            <DataTable caption={t('errors.title', { count: s?.errorRows ?? outcome.rowErrors.length })}>
              <thead>
                <tr>
                  <Th className="w-20">{t('errors.line')}</Th>
                  <Th>{t('errors.reason')}</Th>
                </tr>
              </thead>
              <TBody>
                {outcome.rowErrors.map((e) => (
                  <tr key={`${e.line}-${e.msg}`}>
                    <Td className="font-mono tabular-nums">{e.line}</Td>
                    <Td className="min-w-64">{e.msg}</Td>
                  </tr>
                ))}
              </TBody>
            </DataTable>
          </div>
          {outcome.truncated && <p className="text-xs text-stone-500">{t('errors.truncated', { count: outcome.rowErrors.length })}</p>}
        </div>
      )}
    </section>
  );
}

/** A column's help: the contracts' text, or a fuller Spanish one where the page has it. */
function useColumnHelp() {
  const { t } = useTranslation('admin-csv');
  return (c: (typeof CSV_COLUMNS)[number]) => t(`help.columns.${c.key}`, { defaultValue: c.help });
}

function Help() {
  const { t } = useTranslation('admin-csv');
  const columnHelp = useColumnHelp();
  const rules = t('help.rules', { returnObjects: true }) as string[];
  const example = [CSV_HEADERS.join(','), CSV_COLUMNS.map((c) => (c.example.includes(',') ? `"${c.example}"` : c.example)).join(',')].join(
    '\n',
  );
  return (
    <Panel title={t('help.title')}>
      <ul className="mb-4 flex list-disc flex-col gap-1.5 pl-5 text-sm text-stone-700">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <section aria-labelledby="csv-stock-types" className="mb-5 rounded-lg border border-brand-100 bg-brand-50/60 p-3">
        <h3 id="csv-stock-types" className="mb-2 text-sm font-semibold text-stone-900">
          {t('help.stockTypesTitle')}
        </h3>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          {STOCK_TYPES.map((type) => (
            <div key={type} className="flex flex-col gap-0.5">
              <dt className="font-mono text-xs font-semibold text-brand-800">{type}</dt>
              <dd className="text-stone-700">{t(`help.stockTypes.${type}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {/* A phone reads one card per column; a wider screen, the table. */}
      <dl aria-label={t('help.title')} className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200 sm:hidden">
        {CSV_COLUMNS.map((c) => (
          <div key={c.key} className="flex flex-col gap-1 px-3 py-2.5">
            <dt className="font-mono text-xs font-semibold text-brand-800">{c.header}</dt>
            <dd className="text-sm text-stone-700">{columnHelp(c)}</dd>
            <dd className="text-xs text-stone-500">
              {t('help.example')}: <span className="font-mono break-all text-stone-800">{c.example}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="hidden sm:block">
        <DataTable caption={t('help.title')}>
          <thead>
            <tr>
              <Th>{t('help.column')}</Th>
              <Th>{t('help.content')}</Th>
              <Th>{t('help.example')}</Th>
            </tr>
          </thead>
          <TBody>
            {CSV_COLUMNS.map((c) => (
              <tr key={c.key}>
                <Td className="font-mono text-xs font-semibold whitespace-nowrap text-brand-800">{c.header}</Td>
                <Td className="min-w-56">{columnHelp(c)}</Td>
                <Td className="font-mono text-xs whitespace-nowrap">{c.example}</Td>
              </tr>
            ))}
          </TBody>
        </DataTable>
      </div>
      <h3 id="csv-example" className="mt-5 mb-1 text-sm font-semibold text-stone-900">
        {t('help.exampleTitle')}
      </h3>
      <p className="mb-2 text-xs text-stone-500">{t('help.exampleHint')}</p>
      <section
        aria-labelledby="csv-example"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-stone-900 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <pre className="w-max text-xs leading-relaxed text-stone-100">
          <code>{example}</code>
        </pre>
      </section>
    </Panel>
  );
}

export default function CsvPage() {
  const { t } = useTranslation('admin-csv');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // The file whose dry run found no bad row: only that file may be imported.
  const [validated, setValidated] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const busy = progress !== null;

  const onUpload = (fraction: number) => {
    if (!alive.current) return;
    setProgress(fraction >= 1 ? { kind: 'validating' } : { kind: 'upload', fraction });
  };

  const refused = (mode: Outcome['mode'], error: unknown) => {
    const body = (error instanceof ApiError ? error.body : null) as CsvRejectedResponse | null;
    if (body?.rowErrors) {
      setOutcome({
        mode,
        ok: false,
        msg: body.msg,
        summary: body.summary,
        rowErrors: body.rowErrors,
        truncated: Boolean(body.truncated),
      });
    } else {
      setOutcome({ mode, ok: false, msg: error instanceof Error ? error.message : String(error), rowErrors: [], truncated: false });
    }
  };

  const validate = async () => {
    if (!file) return;
    setOutcome(null);
    setProgress({ kind: 'upload', fraction: 0 });
    try {
      const report = await sendCsv<CsvDryRunResponse>(file, true, onUpload);
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
      refused('dry', error);
    } finally {
      if (alive.current) setProgress(null);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setConfirming(false);
    setOutcome(null);
    setProgress({ kind: 'upload', fraction: 0 });
    try {
      const started = await sendCsv<CsvJobStarted>(file, false, onUpload);
      let total = started.total;
      let done = 0;
      let failures = 0;
      setProgress({ kind: 'processing', done, total });
      for (;;) {
        await sleep(failures ? retryDelay(failures - 1) : POLL_MS);
        if (!alive.current) return;
        let job: CsvJobResponse;
        try {
          job = await importJob(started.jobId);
        } catch (error) {
          if (!worthRetrying(error)) throw error;
          if (failures >= POLL_RETRIES) throw new ConnectionLost();
          failures++;
          setProgress({ kind: 'processing', done, total, reconnecting: true });
          continue;
        }
        failures = 0;
        total = job.total;
        done = job.done;
        setProgress({ kind: 'processing', done, total });
        if (job.status === 'running') continue;
        const ok = job.status === 'done';
        setOutcome({ mode: 'import', ok, msg: job.msg, summary: job.result, rowErrors: job.rowErrors ?? [], truncated: false });
        if (ok) {
          notify.success(job.msg);
          await queryClient.invalidateQueries();
        }
        break;
      }
    } catch (error) {
      if (!alive.current) return;
      if (error instanceof ConnectionLost) {
        setOutcome({ mode: 'import', ok: false, msg: t('import.connectionLost'), rowErrors: [], truncated: false });
      } else {
        // Refused on import (the catalogue changed since the dry run): it must pass a dry run again.
        setValidated(null);
        refused('import', error);
      }
    } finally {
      if (alive.current) setProgress(null);
    }
  };

  const doExport = async () => {
    setExporting(true);
    try {
      await exportCatalogue();
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />

      <Panel title={t('export.title')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-600 sm:max-w-2xl">{t('export.text')}</p>
          <Button variant="outline" onClick={doExport} disabled={exporting} className="shrink-0">
            <Download className="size-4" aria-hidden="true" />
            {exporting ? t('export.working') : t('export.button')}
          </Button>
        </div>
      </Panel>

      <Panel title={t('import.title')}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-stone-600">{t('import.text')}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
              {t('import.file')}
            </label>
            <div className="flex min-w-0 items-center gap-3">
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setValidated(null);
                  setOutcome(null);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                <FileSpreadsheet className="size-4" aria-hidden="true" />
                {t('import.choose')}
              </label>
              <span className="min-w-0 truncate text-sm text-stone-700">
                {file ? t('import.chosen', { name: file.name, size: fileSize(file.size) }) : t('import.none')}
              </span>
            </div>
            <p className="text-xs text-stone-500">{t('import.fileHint')}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={validate} disabled={!file || busy}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('import.validate')}
            </Button>
            <Button
              onClick={() => setConfirming(true)}
              disabled={!file || busy || validated !== file}
              aria-describedby={file && validated !== file ? `${inputId}-import-hint` : undefined}
            >
              <Upload className="size-4" aria-hidden="true" />
              {t('import.run')}
            </Button>
          </div>
          {file && validated !== file && !busy && (
            <p id={`${inputId}-import-hint`} className="-mt-2 text-xs text-stone-500">
              {t('import.validate-first')}
            </p>
          )}
          {progress && <ProgressBar progress={progress} />}
          {outcome && <Result outcome={outcome} />}
        </div>
      </Panel>

      <Help />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('import.confirmTitle')}
        description={t('import.confirmText', { name: file?.name ?? '' })}
        confirmLabel={t('import.confirm')}
        onConfirm={runImport}
      />
    </div>
  );
}
