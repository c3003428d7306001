import type { AdminBanner, AdminPublicity } from '@store/contracts/admin-catalog';
import type { BannerType } from '@store/contracts/constants';
import { ArrowDown, ArrowUp, Info, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { notify } from '../../../lib/toast.ts';
import { useBrands } from '../catalog-values/api.ts';
import { Badge } from '../components/badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastResult } from '../components/toast-result.ts';
import {
  useAdminBanners,
  useAdminPublicity,
  useDeleteBanner,
  useDeletePublicity,
  useUpdateBanner,
  useUpdatePublicity,
  useUploadBanner,
  useUploadPublicity,
} from './api.ts';
import { FilePicker, ProgressBar, Switch } from './media-parts.tsx';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const VIDEO_TYPES = 'video/mp4,video/webm';

/** An upload's progress (null when none runs) and a runner that reports success or the server's message. */
function useProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const run = async (send: (onProgress: (f: number) => void) => Promise<{ msg: string }>) => {
    setProgress(0);
    try {
      notify.success((await send(setProgress)).msg);
    } catch (error) {
      notify.error(error);
    } finally {
      setProgress(null);
    }
  };
  return [progress, run] as const;
}

function UploadState({ progress }: { progress: number | null }) {
  const { t } = useTranslation('admin-catalog');
  if (progress === null) return null;
  return (
    <div className="w-full sm:w-64">
      <ProgressBar
        value={progress}
        label={t('banners.upload-progress')}
        text={t('banners.uploading', { percent: Math.round(progress * 100) })}
      />
    </div>
  );
}

/** The picture or the muted, looping video of a banner, in a fixed-ratio frame. */
function Preview({ url, video, alt, tall }: { url: string; video?: boolean; alt: string; tall?: boolean }) {
  return (
    <div
      className={`flex w-full items-center justify-center overflow-hidden rounded-lg bg-stone-900/5 sm:w-56 sm:shrink-0 ${tall ? 'aspect-[3/2]' : 'aspect-[16/6]'}`}
    >
      {video ? (
        <video src={url} muted loop playsInline autoPlay preload="metadata" aria-label={alt} className="size-full object-cover" />
      ) : (
        <img src={url} alt={alt} loading="lazy" className="size-full object-contain" />
      )}
    </div>
  );
}

/** Up, down and delete buttons of a row in an ordered list. */
function RowActions({
  what,
  index,
  count,
  busy,
  onMove,
  onDelete,
}: {
  what: string;
  index: number;
  count: number;
  busy?: boolean;
  onMove: (position: number) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin-catalog');
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('banners.up', { what })}
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('banners.down', { what })}
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('banners.delete', { what })}
        className="hover:!bg-red-50 hover:!text-red-700"
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

function BannerList({ banners, empty, onDelete }: { banners: AdminBanner[]; empty: string; onDelete: (banner: AdminBanner) => void }) {
  const { t } = useTranslation('admin-catalog');
  const update = useUpdateBanner();
  const change = (id: number, patch: { active?: boolean; position?: number }) =>
    update.mutate({ id, ...patch }, { onError: (error) => notify.error(error) });

  if (!banners.length) {
    return <p className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-stone-600">{empty}</p>;
  }
  return (
    <ol className="flex flex-col divide-y divide-stone-100">
      {banners.map((banner, index) => {
        const what = t('banners.item', { n: index + 1 });
        return (
          <li key={banner.bannerid} aria-label={what} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
            <Preview url={banner.url} video={banner.type === 'video'} alt={t('banners.preview', { what })} />
            <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-3">
              <div className="flex flex-col gap-1.5">
                <div className="flex items-center gap-2">
                  <span className="text-sm font-semibold text-stone-900">#{index + 1}</span>
                  <Badge tone={banner.type === 'video' ? 'blue' : 'gray'}>{t(`banners.type.${banner.type}`)}</Badge>
                  {!banner.active && <Badge tone="yellow">{t('banners.inactive')}</Badge>}
                </div>
                <Switch
                  checked={banner.active}
                  label={t('banners.active-label', { n: index + 1 })}
                  text={t('banners.active')}
                  disabled={update.isPending}
                  onChange={(active) => change(banner.bannerid, { active })}
                />
              </div>
              <RowActions
                what={what}
                index={index}
                count={banners.length}
                busy={update.isPending}
                onMove={(position) => change(banner.bannerid, { position })}
                onDelete={() => onDelete(banner)}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Section({ title, help, action, children }: { title: string; help: ReactNode; action: ReactNode; children: ReactNode }) {
  return (
    <Panel title={title} actions={action}>
      <p className="-mt-2 mb-4 text-sm text-stone-600">{help}</p>
      {children}
    </Panel>
  );
}

/** One kind of banner (the carousel's pictures and videos, or the bottom banner): its upload and its list. */
function BannerSection({
  title,
  help,
  uploadLabel,
  accept,
  typeOf,
  banners,
  shows,
  empty,
  onDelete,
}: {
  title: string;
  help: string;
  uploadLabel: string;
  accept: string;
  typeOf: (file: File) => BannerType;
  banners: ReturnType<typeof useAdminBanners>;
  shows: (banner: AdminBanner) => boolean;
  empty: string;
  onDelete: (banner: AdminBanner) => void;
}) {
  const send = useUploadBanner();
  const [progress, run] = useProgress();
  return (
    <Section
      title={title}
      help={help}
      action={
        <FilePicker
          label={uploadLabel}
          accept={accept}
          disabled={progress !== null}
          onFile={(file) => run((onProgress) => send.mutateAsync({ type: typeOf(file), file, onProgress }))}
        />
      }
    >
      <div className="flex flex-col gap-4">
        <UploadState progress={progress} />
        <QueryState query={banners}>{(list) => <BannerList banners={list.filter(shows)} empty={empty} onDelete={onDelete} />}</QueryState>
      </div>
    </Section>
  );
}

function BannerSections() {
  const { t } = useTranslation('admin-catalog');
  const banners = useAdminBanners();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      deleting.bannerid,
      toastResult(() => setDeleting(null)),
    );

  return (
    <>
      <BannerSection
        title={t('banners.carousel')}
        help={t('banners.carousel-help')}
        uploadLabel={t('banners.upload-carousel')}
        accept={`${IMAGE_TYPES},${VIDEO_TYPES}`}
        typeOf={(file) => (file.type.startsWith('video/') ? 'video' : 'image')}
        banners={banners}
        shows={(b) => b.type !== 'bottom'}
        empty={t('banners.none-carousel')}
        onDelete={setDeleting}
      />
      <BannerSection
        title={t('banners.bottom')}
        help={t('banners.bottom-help')}
        uploadLabel={t('banners.upload-bottom')}
        accept={IMAGE_TYPES}
        typeOf={() => 'bottom'}
        banners={banners}
        shows={(b) => b.type === 'bottom'}
        empty={t('banners.none-bottom')}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('banners.delete-title')}
        description={t('banners.delete-description')}
        confirmLabel={t('banners.delete-confirm')}
        variant="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting && <Preview url={deleting.url} video={deleting.type === 'video'} alt={t('banners.delete-title')} />}
      </ConfirmDialog>
    </>
  );
}

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
  const { t } = useTranslation('admin-catalog');
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

function PublicitySection() {
  const { t } = useTranslation('admin-catalog');
  const publicity = useAdminPublicity();
  const send = useUploadPublicity();
  const update = useUpdatePublicity();
  const remove = useDeletePublicity();
  const [progress, run] = useProgress();
  const [brandid, setBrandid] = useState<number | null>(null);
  // `landing` entries stay out of the footer's brand strip (SPEC.md: footer): the switches say it that way round.
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
                      <RowActions
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

export default function BannersPage() {
  const { t } = useTranslation('admin-catalog');
  return (
    <>
      <PageHeader title={t('banners.title')} description={t('banners.description')} />
      <div className="flex flex-col gap-6">
        <BannerSections />
        <PublicitySection />
      </div>
    </>
  );
}
