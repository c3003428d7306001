/**
 * «Importar precios (CSV)»: a file `codigo,precio` chosen on the device, read in the browser and sent as text; it
 * replaces every price of a PRICES list, or, when a line is wrong, the server's message and the wrong lines stay here.
 */
import { type PriceGroupRow, type PriceListRow, windowLabel } from '@store/contracts/price-lists';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import adminMessages from '../../../locales/admin.ts';
import adminPriceGroupsMessages from '../../../locales/admin-price-groups.ts';
import { CsvFilePicker } from '../components/csv-file-picker.tsx';
import { useImportListPrices } from './api/import-list-prices.ts';

interface Refusal {
  msg: string;
  /** the wrong lines, as the server names them (its first 50) */
  lines: string[];
}

/** The lines a 400 names (`errors: [{ field, msg }]`), the first one being the message itself. */
function refusalOf(error: unknown): Refusal {
  const body = error instanceof ApiError ? (error.body as { errors?: { msg?: unknown }[] } | undefined) : undefined;
  const lines = (body?.errors ?? []).flatMap((e) => (typeof e.msg === 'string' ? [e.msg] : []));
  return { msg: errorMessage(error), lines };
}

export function ImportPricesDialog({
  group,
  list,
  onOpenChange,
}: {
  group: PriceGroupRow | null;
  /** the PRICES list whose prices are replaced; null: closed */
  list: PriceListRow | null;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(adminPriceGroupsMessages);
  const { t: ta } = useTranslation(adminMessages);
  const inputId = useId();
  const importPrices = useImportListPrices();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const open = list !== null;

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setMissing(false);
    setRefusal(null);
  }, [open]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!list) return;
    if (!file) {
      setMissing(true);
      return;
    }
    setRefusal(null);
    let csv: string;
    try {
      csv = await file.text();
    } catch (error) {
      // the file was moved or deleted on the device after it was chosen
      notify.error(error);
      return;
    }
    importPrices.mutate(
      { listid: list.listid, csv },
      {
        onSuccess: (res) => {
          notify.success(res.msg);
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setRefusal(refusalOf(error));
          else notify.error(error);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('import.title')}
      description={list ? t('import.description', { group: group?.name, window: windowLabel(list) }) : undefined}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
            {t('import.file')}
          </label>
          <CsvFilePicker
            id={inputId}
            file={file}
            disabled={importPrices.isPending}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${inputId}-error` : `${inputId}-hint`}
            onChoose={(chosen) => {
              setFile(chosen);
              setMissing(false);
              setRefusal(null);
            }}
          />
          {missing ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600">
              {t('import.required')}
            </p>
          ) : (
            <p id={`${inputId}-hint`} className="text-xs text-stone-500">
              {t('import.hint')}
            </p>
          )}
        </div>

        {refusal && (
          <div role="alert" className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="flex items-start gap-2 font-semibold">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {refusal.msg}
            </p>
            {refusal.lines.length > 1 && (
              <>
                <p className="font-medium">{t('import.errors')}</p>
                <ul className="max-h-48 list-disc overflow-y-auto pl-5">
                  {refusal.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {refusal.lines.length >= 50 && <p className="text-xs">{t('import.more-errors', { count: refusal.lines.length })}</p>}
              </>
            )}
          </div>
        )}

        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={importPrices.isPending}>
            {ta('cancel')}
          </Button>
          <Button type="submit" disabled={importPrices.isPending}>
            {importPrices.isPending ? t('import.importing') : t('import.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
