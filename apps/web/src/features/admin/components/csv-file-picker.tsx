import { FileSpreadsheet } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import adminMessages from '../../../locales/admin.ts';

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type InputProps = Pick<ComponentProps<'input'>, 'id' | 'disabled' | 'aria-invalid' | 'aria-describedby'>;

/**
 * A CSV file chosen through a button-looking label (the input itself is hidden but focusable), and the chosen
 * file's name and size beside it: the catalogue import and a price list's prices pick their file the same way.
 */
export function CsvFilePicker({
  file,
  onChoose,
  ...input
}: InputProps & { id: string; file: File | null; onChoose: (file: File | null) => void }) {
  const { t } = useTranslation(adminMessages);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <input
        {...input}
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        className="peer sr-only"
      />
      <label
        htmlFor={input.id}
        className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <FileSpreadsheet className="size-4" aria-hidden="true" />
        {t('csv-file.choose')}
      </label>
      <span className="min-w-0 truncate text-sm text-stone-700">
        {file ? t('csv-file.chosen', { name: file.name, size: fileSize(file.size) }) : t('csv-file.none')}
      </span>
    </div>
  );
}
