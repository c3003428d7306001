/** A button that downloads a file (an order's PDF, a price list): a spinner while it runs, a toast if it fails. */
import { FileDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { notify } from '../../lib/toast.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

interface DownloadButtonProps {
  onDownload: () => Promise<unknown>;
  children: ReactNode;
  size?: 'sm' | 'md';
  /** the file it saves, when a list has one such button per row (its words must hold the visible text) */
  label?: string;
}

export function DownloadButton({ onDownload, children, size, label }: DownloadButtonProps) {
  const [pending, setPending] = useState(false);
  const save = () => {
    setPending(true);
    onDownload()
      .catch((error: unknown) => notify.error(error))
      .finally(() => setPending(false));
  };
  return (
    <Button variant="outline" size={size} onClick={save} disabled={pending} aria-label={label}>
      {pending ? <Spinner className="size-4" /> : <FileDown className="size-4" aria-hidden="true" />}
      {children}
    </Button>
  );
}
