/** «Rechazar»: the company says no to an answered quote, with a reason if it wants Ventas to know it. */
import { REASON_MAX } from '@store/contracts/constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldShell, inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import quotesMessages from '../../../locales/quotes.ts';
import { useDeclineQuote } from '../api/answer-quote.ts';

interface DeclineQuoteDialogProps {
  quoteId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeclineQuoteDialog({ quoteId, open, onOpenChange }: DeclineQuoteDialogProps) {
  const { t } = useTranslation(quotesMessages);
  const decline = useDeclineQuote();
  const [reason, setReason] = useState('');
  const busy = decline.isPending;

  const confirm = async () => {
    try {
      const { msg } = await decline.mutateAsync({ quoteId, reason });
      notify.success(msg);
      setReason('');
      onOpenChange(false);
    } catch {
      // said below, as the server wrote it
    }
  };
  const setOpen = (next: boolean) => {
    if (busy) return;
    if (!next) decline.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} title={t('decline.title', { id: quoteId })} description={t('decline.question')}>
      <FieldShell id="quote-decline-reason" label={t('decline.reason')} hint={t('decline.reason-hint')}>
        <textarea
          id="quote-decline-reason"
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={busy}
          className={`${inputClass} h-auto resize-y py-2`}
        />
      </FieldShell>
      {decline.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {errorMessage(decline.error)}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
          {t('decline.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy && <Spinner className="size-4 text-white" />}
          {busy ? t('decline.busy') : t('decline.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
