import type { AdminBanner } from '@store/contracts/admin-catalog';
import type { BannerType } from '@store/contracts/constants';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilePicker, Switch } from '../components/media-parts.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastResult } from '../components/toast-result.ts';
import { useDeleteBanner } from './api/delete-banner.ts';
import { useAdminBanners } from './api/get-admin-banners.ts';
import { useUpdateBanner } from './api/update-banner.ts';
import { useUploadBanner } from './api/upload-banner.ts';
import { BannerLinkForm } from './banner-link-form.tsx';
import { IMAGE_TYPES, MoveActions, Preview, Section, UploadState, useProgress, VIDEO_TYPES } from './list-parts.tsx';

function BannerList({ banners, empty, onDelete }: { banners: AdminBanner[]; empty: string; onDelete: (banner: AdminBanner) => void }) {
  const { t } = useTranslation(adminCatalogMessages);
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
              <MoveActions
                what={what}
                index={index}
                count={banners.length}
                busy={update.isPending}
                onMove={(position) => change(banner.bannerid, { position })}
                onDelete={() => onDelete(banner)}
              />
              <BannerLinkForm key={`${banner.bannerid}:${banner.link}`} banner={banner} what={what} />
            </div>
          </li>
        );
      })}
    </ol>
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

/** The home page's carousel (pictures and videos) and its bottom banners, each with its upload and its ordered list. */
export function BannerSections() {
  const { t } = useTranslation(adminCatalogMessages);
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
