import { formatMoney } from '@store/contracts/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import cartMessages from '../../../locales/cart.ts';
import { BranchPicker, useBranchChoice } from './branch-picker.tsx';
import { CreditAvailable, type CreditInfo } from './cart-summary.tsx';

interface CheckoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number;
  /** the pairs and units ordered, in words */
  units: string;
  discountcode: string | null;
  /** a buyer on credit: what is available, and the days it has to pay the order */
  credit?: CreditInfo | null;
  busy: boolean;
  /** places the order to branch `branchid` (undefined: an account without branches, a member of the staff) */
  onConfirm: (branchid?: number) => void;
}

export function CheckoutDialog({ open, onOpenChange, total, units, discountcode, credit = null, busy, onConfirm }: CheckoutDialogProps) {
  const { t } = useTranslation(cartMessages);
  const choice = useBranchChoice(open);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('checkout.title')}
      description={t('checkout.question', { total: formatMoney(total) })}
    >
      <ul className="mb-6 space-y-1.5 rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
        <li>{t('checkout.units', { units })}</li>
        {discountcode && <li>{t('checkout.with-code', { code: discountcode })}</li>}
        {credit?.days && <li>{t('checkout.on-credit', { days: credit.days })}</li>}
        <li>{t('checkout.mail-note')}</li>
      </ul>
      <BranchPicker choice={choice} disabled={busy} id="checkout-branch" />
      {credit && (
        <dl className="-mt-3 mb-6">
          <CreditAvailable credit={credit} />
        </dl>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('checkout.cancel')}
        </Button>
        <Button
          onClick={() => onConfirm(choice.branch?.branchid)}
          disabled={busy || credit?.over === true || choice.loading}
          aria-busy={busy}
        >
          {busy && <Spinner className="size-4 text-white" />}
          {busy ? t('checkout.busy') : t('checkout.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
