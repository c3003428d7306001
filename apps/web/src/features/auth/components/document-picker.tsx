import { MAX_DOCUMENTS } from '@store/contracts/constants';
import { MSG } from '@store/contracts/messages';
import { FileText, Upload, X } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import authMessages from '../../../locales/auth.ts';
import { type DocumentProblem, formatBytes } from './documents.ts';

/** The rule's sentence from the shared messages; English when the reader switched language. */
export function documentMessage(problem: DocumentProblem, t: (key: string, options: Record<string, unknown>) => string): string {
  if (problem.kind === 'fileTooBig' || problem.kind === 'fileNotPdf')
    return t(`messages:${problem.kind}`, { name: problem.name, defaultValue: MSG[problem.kind](problem.name) });
  return t(`messages:${problem.kind}`, { defaultValue: MSG[problem.kind] });
}

interface DocumentPickerProps {
  files: File[];
  problem: DocumentProblem | null;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}

export function DocumentPicker({ files, problem, onAdd, onRemove }: DocumentPickerProps) {
  const { t } = useTranslation(authMessages);
  const id = useId();
  const full = files.length >= MAX_DOCUMENTS;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Clearing the input lets the same file be chosen again after removing it.
    event.target.value = '';
    if (chosen.length > 0) onAdd(chosen);
  };

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={id}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          full
            ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-500'
            : 'cursor-pointer border-brand-200 bg-brand-50/50 text-stone-700 hover:border-brand-500 hover:bg-brand-50'
        } ${problem ? 'border-red-400' : ''} focus-within:ring-2 focus-within:ring-brand-200`}
      >
        <Upload className="size-7 text-brand-600" aria-hidden="true" />
        <span className="font-semibold text-brand-800">{t('register.documents.choose')}</span>
        <span className="text-xs text-stone-600">{t('register.documents.rules', { max: MAX_DOCUMENTS })}</span>
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          disabled={full}
          onChange={onChange}
          aria-describedby={problem ? `${id}-error` : `${id}-count`}
          aria-invalid={problem ? true : undefined}
          className="sr-only"
        />
      </label>
      <p id={`${id}-count`} className="text-xs text-stone-600">
        {t('register.documents.count', { count: files.length, max: MAX_DOCUMENTS })}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {documentMessage(problem, t)}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label={t('register.documents.list')} className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm"
            >
              <FileText className="size-5 shrink-0 text-red-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate font-medium text-stone-800" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-stone-500 tabular-nums">{formatBytes(file.size)}</span>
              <button
                type="button"
                onClick={() => onRemove(index)}
                aria-label={t('register.documents.remove', { name: file.name })}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-red-50 hover:text-red-600"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
