import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import { ProgressBar } from '../components/media-parts.tsx';
import { Panel } from '../components/page-header.tsx';

/** What the pickers accept: pictures for every list, videos for the carousel. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
export const VIDEO_TYPES = 'video/mp4,video/webm';

/** An upload's progress (null when none runs) and a runner that reports success or the server's message. */
export function useProgress() {
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

/** The running upload's progress bar, when one runs. */
export function UploadState({ progress }: { progress: number | null }) {
  const { t } = useTranslation(adminCatalogMessages);
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
export function Preview({ url, video, alt, tall }: { url: string; video?: boolean; alt: string; tall?: boolean }) {
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
export function MoveActions({
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
  const { t } = useTranslation(adminCatalogMessages);
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

/** A panel with its line of help under the title. */
export function Section({ title, help, action, children }: { title: string; help: ReactNode; action: ReactNode; children: ReactNode }) {
  return (
    <Panel title={title} actions={action}>
      <p className="-mt-2 mb-4 text-sm text-stone-600">{help}</p>
      {children}
    </Panel>
  );
}
