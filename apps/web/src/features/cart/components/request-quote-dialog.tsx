/**
 * «Solicitar cotización» (docs/product.md §29): the cart's lines go to Ventas as a quote with the buyer's note, the
 * cart is emptied and the buyer lands on «Cotizaciones», where the answer will show.
 */
import { QUOTE_NOTE_MAX } from '@store/contracts/constants';
import { paths } from '@store/contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldShell, inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/toast.ts';
import quotesMessages from '../../../locales/quotes.ts';
import { useRequestQuote } from '../../quotes/index.ts';
import { cartKey } from '../api/get-cart.ts';
import { REFUSAL_TOAST_MS } from '../hooks/use-checkout.ts';

interface RequestQuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the pairs and units in the cart, in words */
  units: string;
  /** the code the cart applied: a quote does not carry it */
  discountcode: string | null;
}

export function RequestQuoteDialog({ open, onOpenChange, units, discountcode }: RequestQuoteDialogProps) {
  const { t } = useTranslation(quotesMessages);
  const request = useRequestQuote();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [note, setNote] = useState('');
  const busy = request.isPending;

  const send = async () => {
    let sent: Awaited<ReturnType<typeof request.mutateAsync>>;
    try {
      sent = await request.mutateAsync(note);
    } catch (error) {
      notify.error(error, REFUSAL_TOAST_MS);
      // changed under the buyer, maybe (a product no longer for sale): the lines show it
      void queryClient.invalidateQueries({ queryKey: cartKey });
      return;
    }
    notify.success(sent.msg);
    setNote('');
    onOpenChange(false);
    // emptied by the quote: reloaded at once (the header's cart too), while the buyer moves on to the quotes
    void queryClient.invalidateQueries({ queryKey: cartKey });
    await navigate(paths.quotes);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={t('request.title')} description={t('request.intro')}>
      <ul className="mb-5 space-y-1.5 rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
        <li>{t('request.units', { units })}</li>
        {discountcode && <li>{t('request.no-code', { code: discountcode })}</li>}
        <li>{t('request.reply-note')}</li>
      </ul>
      <FieldShell
        id="quote-note"
        label={t('request.note')}
        hint={
          <span className="flex justify-between gap-3">
            <span>{t('request.note-hint')}</span>
            <span className="shrink-0 tabular-nums">{t('request.chars', { count: note.length, max: QUOTE_NOTE_MAX })}</span>
          </span>
        }
      >
        <textarea
          id="quote-note"
          rows={4}
          maxLength={QUOTE_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={busy}
          className={`${inputClass} h-auto resize-y py-2`}
        />
      </FieldShell>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('request.cancel')}
        </Button>
        <Button onClick={send} disabled={busy} aria-busy={busy}>
          {busy && <Spinner className="size-4 text-white" />}
          {busy ? t('request.busy') : t('request.send')}
        </Button>
      </div>
    </Dialog>
  );
}
