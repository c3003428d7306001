import { WifiOff } from 'lucide-react';
import { useTranslation } from '../lib/i18n.ts';
import { useOnline } from '../lib/use-online.ts';

/** Says the store is offline and what still works: what this device last saw, nothing that needs the server. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t('offline.title')}</strong> {t('offline.text')}
          </span>
        </p>
      )}
    </div>
  );
}
