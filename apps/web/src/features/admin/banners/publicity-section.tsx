import type { AdminPublicity } from '@store/contracts/admin-catalog';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import { useBrands } from '../api/get-brands.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilePicker, Switch } from '../components/media-parts.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useDeletePublicity } from './api/delete-publicity.ts';
import { useAdminPublicity } from './api/get-admin-publicity.ts';
import { useUpdatePublicity } from './api/update-publicity.ts';
import { useUploadPublicity } from './api/upload-publicity.ts';
import { IMAGE_TYPES, MoveActions, Preview, Section, UploadState, useProgress } from './list-parts.tsx';

/** A brand to tie an entry to, or none. */
function BrandSelect({
  id,
  label,
  value,
  onChange,
  disabled,
  srOnlyLabel,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (brandid: number | null) => void;
  disabled?: boolean;
  srOnlyLabel?: boolean;
}) {
  const { t } = useTranslation(adminCatalogMessages);
  const brands = useBrands();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={srOnlyLabel ? 'sr-only' : 'text-sm font-medium text-stone-700'}>
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} h-9 text-sm sm:w-48`}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('publicity.no-brand')}</option>
        {(brands.data ?? []).map((b) => (
          <option key={b.brandid} value={b.brandid}>
            {b.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The brand publicity: its upload (brand, in the footer or not) and its ordered list. */
export function PublicitySection() {
  const { t } = useTranslation(adminCatalogMessages);
  const publicity = useAdminPublicity();
  const send = useUploadPublicity();
  const update = useUpdatePublicity();
  const remove = useDeletePublicity();
  const [progress, run] = useProgress();
  const [brandid, setBrandid] = useState<number | null>(null);
  // `landing` entries stay out of the footer's brand strip (docs/product.md §2: the footer): the switches say it that way round.
  const [inFooter, setInFooter] = useState(true);
  const [deleting, setDeleting] = useState<AdminPublicity | null>(null);
  const formId = useId();

  const change = (id: number, patch: { landing?: boolean; position?: number; brandid?: number | null }) =>
    update.mutate({ id, ...patch }, { onError: (error) => notify.error(error) });

  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      deleting.brandpublicityid,
      toastResult(() => setDeleting(null)),
    );

  return (
    <Section
      title={t('publicity.title')}
      help={
        <>
          {t('publicity.help')}{' '}
          <span className="mt-2 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('publicity.out-of-footer-help')}
          </span>
        </>
      }
      action={null}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:flex-row sm:flex-wrap sm:items-end">
          <BrandSelect id={`${formId}-brand`} label={t('publicity.brand')} value={brandid} onChange={setBrandid} />
          <div className="flex h-9 items-center">
            <Switch checked={inFooter} onChange={setInFooter} label={t('publicity.new-in-footer')} text={t('publicity.in-footer')} />
          </div>
          <FilePicker
            label={t('publicity.upload')}
            accept={IMAGE_TYPES}
            disabled={progress !== null}
            onFile={(file) => run((onProgress) => send.mutateAsync({ file, brandid, landing: !inFooter, onProgress }))}
          />
          <UploadState progress={progress} />
        </div>
        <QueryState query={publicity} isEmpty={(list) => list.length === 0} empty={t('publicity.none')}>
          {(list) => (
            <ol className="flex flex-col divide-y divide-stone-100">
              {list.map((item, index) => {
                const what = t('publicity.item', { n: index + 1 });
                return (
                  <li
                    key={item.brandpublicityid}
                    aria-label={what}
                    className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
                  >
                    <Preview url={item.url} alt={t('banners.preview', { what })} tall />
                    <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-3">
                      <div className="flex flex-col gap-2">
                        <div className="flex items-center gap-2">
                          <span className="text-sm font-semibold text-stone-900">#{index + 1}</span>
                          {item.landing && <Badge tone="gray">{t('publicity.out-of-footer')}</Badge>}
                        </div>
                        <BrandSelect
                          id={`${formId}-brand-${item.brandpublicityid}`}
                          label={t('publicity.brand-of', { what })}
                          srOnlyLabel
                          value={item.brandid}
                          disabled={update.isPending}
                          onChange={(next) => change(item.brandpublicityid, { brandid: next })}
                        />
                        <Switch
                          checked={!item.landing}
                          label={t('publicity.in-footer-label', { what })}
                          text={t('publicity.in-footer')}
                          disabled={update.isPending}
                          onChange={(next) => change(item.brandpublicityid, { landing: !next })}
                        />
                      </div>
                      <MoveActions
                        what={what}
                        index={index}
                        count={list.length}
                        busy={update.isPending}
                        onMove={(position) => change(item.brandpublicityid, { position })}
                        onDelete={() => setDeleting(item)}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('publicity.delete-title')}
        description={t('publicity.delete-description')}
        confirmLabel={t('publicity.delete-confirm')}
        variant="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting && <Preview url={deleting.url} alt={deleting.brandName ?? ''} tall />}
      </ConfirmDialog>
    </Section>
  );
}
