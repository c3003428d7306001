/**
 * /admin/brands: the brands with their logos and how many products carry each; adding, renaming, a new logo
 * and deleting one no product uses. /admin/filters (filters-page.tsx) edits the other catalogue values.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBrand, brandFields } from '@store/contracts/admin-catalog';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { Plus, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import '../../../locales/admin.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import { useBrands } from '../api/get-brands.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilePicker, ProgressBar } from '../components/media-parts.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { useDeleteBrand } from './api/delete-brand.ts';
import { useSaveBrand } from './api/save-brand.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml';

/** The brand form: name and logo, with a preview of the chosen picture and the upload's progress. */
function BrandDialog({ brand, open, onOpenChange }: { brand: AdminBrand | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(adminCatalogMessages);
  const save = useSaveBrand();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm({ resolver: zodResolver(brandFields), defaultValues: { name: brand?.name ?? '' } });
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = form.handleSubmit(async ({ name }) => {
    if (!brand && !logo) {
      setLogoError(ADMIN_MSG.brandLogoRequired);
      return;
    }
    setProgress(0);
    try {
      const res = await save.mutateAsync({ id: brand?.brandid, name, logo: logo ?? undefined, onProgress: setProgress });
      notify.success(res.msg);
      onOpenChange(false);
    } catch (error) {
      notify.error(error);
      const message = errorMessage(error);
      if (message.includes('imagen') || message.includes('archivo')) setLogoError(message);
      else form.setError('name', { message });
    } finally {
      setProgress(null);
    }
  });

  const shown = preview ?? brand?.logoUrl;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={brand ? t('brands.edit-title') : t('brands.new-title')}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          id="brand-name"
          label={t('brands.name')}
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-stone-700">{t('brands.logo')}</span>
          <div className="flex items-center gap-4">
            <div className="flex h-20 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
              {shown ? (
                <img src={shown} alt={t('brands.logo-preview')} className="max-h-full max-w-full object-contain p-2" />
              ) : (
                <span className="px-2 text-center text-xs text-stone-400">{t('brands.logo')}</span>
              )}
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <FilePicker
                label={t('brands.choose-logo')}
                accept={IMAGE_TYPES}
                variant="outline"
                disabled={progress !== null}
                onFile={(file) => {
                  setLogo(file);
                  setLogoError('');
                }}
              />
              {logo && <p className="truncate text-xs text-stone-600">{logo.name}</p>}
            </div>
          </div>
          <p className="text-xs text-stone-500">{brand ? t('brands.logo-keep') : t('brands.logo-hint')}</p>
          {logoError && (
            <p role="alert" className="text-sm text-red-600">
              {logoError}
            </p>
          )}
        </div>
        {progress !== null && logo && (
          <ProgressBar
            value={progress}
            label={t('banners.upload-progress')}
            text={t('banners.uploading', { percent: Math.round(progress * 100) })}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin:saving') : brand ? t('brands.save') : t('brands.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default function BrandsPage() {
  const { t } = useTranslation(adminCatalogMessages);
  const brands = useBrands();
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const [refusal, setRefusal] = useState('');
  const [search, setSearch] = useState('');

  // A refusal (products took the brand meanwhile) is shown once, in the dialog, which then only offers to close.
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const res = await remove.mutateAsync(deleting.brandid);
      notify.success(res.msg);
      setDeleting(null);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const closeDelete = (open: boolean) => {
    if (!open) setDeleting(null);
  };
  const blocked = deleting !== null && (deleting.products > 0 || refusal !== '');

  return (
    <>
      <PageHeader
        title={t('brands.title')}
        description={t('brands.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" /> {t('brands.add')}
          </Button>
        }
      />
      <QueryState query={brands} isEmpty={(list) => list.length === 0} empty={t('brands.none')}>
        {(list) => {
          const needle = search.trim().toLowerCase();
          const shown = needle ? list.filter((b) => b.name.toLowerCase().includes(needle)) : list;
          return (
            <div className="flex flex-col gap-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="relative sm:w-72">
                  <label htmlFor="brand-search" className="sr-only">
                    {t('brands.search')}
                  </label>
                  <Search
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
                  />
                  <input
                    id="brand-search"
                    type="search"
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                    placeholder={t('brands.search')}
                    className={`${inputClass} pl-9`}
                  />
                </div>
                <p className="text-sm text-stone-600">{t('brands.count', { count: shown.length })}</p>
              </div>
              <ul aria-label={t('brands.title')} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
                {shown.map((brand) => (
                  <li key={brand.brandid} className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
                    <div className="flex h-28 items-center justify-center border-b border-stone-100 bg-stone-50 p-4">
                      <img src={brand.logoUrl} alt={`Logo ${brand.name}`} loading="lazy" className="max-h-full max-w-full object-contain" />
                    </div>
                    <div className="flex flex-1 items-center justify-between gap-2 p-3">
                      <div className="min-w-0">
                        <p className="line-clamp-2 font-semibold break-words text-stone-900" title={brand.name}>
                          {brand.name}
                        </p>
                        <Badge tone={brand.products ? 'brand' : 'gray'}>{t('brands.products', { count: brand.products })}</Badge>
                      </div>
                      <div className="flex shrink-0 gap-1">
                        <RowActions
                          editLabel={t('brands.edit', { name: brand.name })}
                          deleteLabel={t('brands.delete', { name: brand.name })}
                          onEdit={() => setEditing(brand)}
                          onDelete={() => {
                            setRefusal('');
                            setDeleting(brand);
                          }}
                        />
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        }}
      </QueryState>

      {editing && (
        <BrandDialog
          key={editing === 'new' ? 'new' : editing.brandid}
          brand={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={closeDelete}
        title={t(blocked ? 'brands.cannot-delete-title' : 'brands.delete-title', { name: deleting?.name ?? '' })}
        description={t('brands.delete-description')}
        confirmLabel={t('brands.delete-confirm')}
        variant="danger"
        pending={remove.isPending}
        blocked={blocked && (refusal || t('brands.delete-used', { count: deleting?.products ?? 0 }))}
        onConfirm={confirmDelete}
      />
    </>
  );
}
