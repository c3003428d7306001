/** A button that downloads a file (an order's PDF, a price list): a spinner while it runs, a toast if it fails. */
import { FileDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { notify } from '../../lib/toast.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export function DownloadButton({ onDownload, children }: { onDownload: () => Promise<unknown>; children: ReactNode }) {
  const [pending, setPending] = useState(false);
  const save = () => {
    setPending(true);
    onDownload()
      .catch((error: unknown) => notify.error(error))
      .finally(() => setPending(false));
  };
  return (
    <Button variant="outline" onClick={save} disabled={pending}>
      {pending ? <Spinner className="size-4" /> : <FileDown className="size-4" aria-hidden="true" />}
      {children}
    </Button>
  );
}
