/**
 * «Aceptar cotización»: an order at the quoted prices to the branch chosen (asked when the company has more than one,
 * the main one first). Stock and credit are checked then: a refusal says why as the server words it, and stays here.
 */
import { joinAddress } from '@store/contracts/delivery';
import { paths } from '@store/contracts/paths';
import { formatMoney } from '@store/contracts/pricing';
import type { QuoteDetail } from '@store/contracts/quotes';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { useSellingWords } from '../../../lib/selling-unit.ts';
import { notify } from '../../../lib/toast.ts';
import quotesMessages from '../../../locales/quotes.ts';
import { BranchPicker, useBranchChoice } from '../../cart/index.ts';
import { useAcceptQuote } from '../api/answer-quote.ts';
import { quoteSellingLine } from './quote-selling-line.ts';

interface AcceptQuoteDialogProps {
  quote: QuoteDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AcceptQuoteDialog({ quote, open, onOpenChange }: AcceptQuoteDialogProps) {
  const { t } = useTranslation(quotesMessages);
  const words = useSellingWords();
  const navigate = useNavigate();
  const accept = useAcceptQuote();
  const choice = useBranchChoice(open);
  const branches = choice.branches.data ?? [];
  const asksBranch = branches.length > 1 || choice.branches.isError;
  const busy = accept.isPending;

  const confirm = async () => {
    try {
      const { msg, saleid } = await accept.mutateAsync({ quoteId: quote.quoteid, branchid: choice.branch?.branchid });
      notify.success(msg);
      onOpenChange(false);
      await navigate(paths.order(saleid));
    } catch {
      // said below, as the server wrote it
    }
  };
  const setOpen = (next: boolean) => {
    if (busy) return;
    if (!next) accept.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('accept.title', { id: quote.quoteid })}
      description={t('accept.question', { total: formatMoney(quote.total ?? quote.list_total) })}
    >
      <ul className="mb-6 space-y-1.5 rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
        <li>{t('accept.units', { units: words.totals(quote.lines.map(quoteSellingLine)) })}</li>
        {branches.length === 1 && (
          <li>
            {t('accept.deliver-to', {
              branch: branches[0].name,
              address: joinAddress(branches[0].street, branches[0].parish, branches[0].canton, branches[0].province),
            })}
          </li>
        )}
        <li>{t('accept.stock-note')}</li>
      </ul>
      {asksBranch && <BranchPicker choice={choice} disabled={busy} id="quote-branch" />}
      {accept.isError && (
        <p role="alert" className="mb-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {errorMessage(accept.error)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
          {t('accept.cancel')}
        </Button>
        <Button onClick={confirm} disabled={busy || choice.loading} aria-busy={busy}>
          {busy && <Spinner className="size-4 text-white" />}
          {busy ? t('accept.busy') : t('accept.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
