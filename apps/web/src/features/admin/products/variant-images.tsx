import type { AdminVariant } from '@store/contracts/admin-products';
import { Star, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminProductsMessages from '../../../locales/admin-products.ts';
import { useDeleteImage } from './api/delete-image.ts';
import { useReorderImages } from './api/reorder-images.ts';
import { useUploadImage } from './api/upload-image.ts';

/** A variant's pictures: the first is the store's main picture. Upload (with progress), delete, make main. */
export function VariantImages({ variant }: { variant: AdminVariant }) {
  const { t } = useTranslation(adminProductsMessages);
  const inputId = useId();
  const uploadImage = useUploadImage();
  const deleteImage = useDeleteImage();
  const reorder = useReorderImages();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null || deleteImage.isPending || reorder.isPending;

  const onFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setProgress(0);
      try {
        const { msg } = await uploadImage.mutateAsync({ variantId: variant.prodvarid, file, onProgress: setProgress });
        notify.success(msg);
      } catch (error) {
        notify.error(error);
      }
    }
    setProgress(null);
  };

  const run = notify.outcome;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-medium text-stone-700">{t('images.title')}</h4>
        <label htmlFor={inputId} className={buttonClass('outline', 'sm', `cursor-pointer ${busy ? 'pointer-events-none opacity-60' : ''}`)}>
          <Upload className="size-4" aria-hidden="true" />
          {t('images.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            void onFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {progress !== null && (
        <div className="flex items-center gap-3" role="status">
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <span className="text-xs text-stone-600 tabular-nums">{t('images.uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      {variant.images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-3 py-4 text-center text-sm text-stone-500">{t('images.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-6">
          {variant.images.map((image, i) => (
            <li key={image.mediaid} className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
              <ProductImage
                src={image.url}
                alt={t('images.alt', { n: i + 1, code: variant.code })}
                className="aspect-square w-full bg-stone-50 object-contain"
                loading="lazy"
              />
              {/* The controls sit under the picture, so they never cover it or each other. */}
              <div className="flex min-h-10 items-center justify-between gap-1 border-t border-stone-100 px-1.5 py-1">
                {i === 0 ? (
                  <Badge tone="brand">{t('badges.main')}</Badge>
                ) : (
                  <button
                    type="button"
                    disabled={busy}
                    aria-label={t('images.make-main', { n: i + 1 })}
                    title={t('images.make-main', { n: i + 1 })}
                    className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100 hover:text-brand-700 disabled:opacity-50"
                    onClick={() =>
                      run(() =>
                        reorder.mutateAsync({
                          variantId: variant.prodvarid,
                          order: [image.mediaid, ...variant.images.filter((m) => m.mediaid !== image.mediaid).map((m) => m.mediaid)],
                        }),
                      )
                    }
                  >
                    <Star className="size-4" aria-hidden="true" />
                  </button>
                )}
                <button
                  type="button"
                  disabled={busy}
                  aria-label={t('images.delete', { n: i + 1 })}
                  title={t('images.delete', { n: i + 1 })}
                  className="rounded-md p-1.5 text-red-600 hover:bg-red-50 hover:text-red-800 disabled:opacity-50"
                  onClick={() => run(() => deleteImage.mutateAsync(image.mediaid))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-stone-500">{t('images.hint')}</p>
    </div>
  );
}
