import type { AdminBanner } from '@store/contracts/admin-catalog';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import { useUpdateBanner } from './api/update-banner.ts';

/**
 * Where a banner's button leads: a path of the store (/store?brandid=3) or an https address; empty, the banner
 * has no button. The server checks it (contracts' bannerLink) and its refusal shows under the field.
 */
export function BannerLinkForm({ banner, what }: { banner: AdminBanner; what: string }) {
  const { t } = useTranslation(adminCatalogMessages);
  const id = useId();
  const update = useUpdateBanner();
  const [link, setLink] = useState(banner.link ?? '');
  const [error, setError] = useState<string | null>(null);
  const changed = link.trim() !== (banner.link ?? '');

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: banner.bannerid, link: link.trim() },
      {
        onSuccess: (result) => {
          setError(null);
          setLink(result.banner.link ?? '');
          notify.success(result.msg);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={save} className="flex w-full flex-col gap-1 sm:max-w-md">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {t('banners.link-label', { what })}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder={t('banners.link-placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <Button type="submit" variant="outline" disabled={!changed || update.isPending}>
          {t('banners.link-save')}
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={`text-xs ${error ? 'font-medium text-red-600' : 'text-stone-500'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('banners.link-hint')}
      </p>
    </form>
  );
}
