import { joinAddress } from '@store/contracts/delivery';
import { paths } from '@store/contracts/paths';
import { formatMoney } from '@store/contracts/pricing';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSession } from '../../../lib/session.ts';
import branchesMessages from '../../../locales/branches.ts';
import cartMessages from '../../../locales/cart.ts';
import { useBranches } from '../../account/index.ts';
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
  const { t: tb } = useTranslation(branchesMessages);
  const user = useSession();
  const branches = useBranches(open && user?.role === 'DISTRIBUTOR');
  // the main branch (listed first) until the buyer picks another
  const [chosen, setChosen] = useState<number>();
  const branch = branches.data?.find((b) => b.branchid === chosen) ?? branches.data?.[0];
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
      {branches.isError && (
        <div role="alert" className="-mt-2 mb-6 flex flex-wrap items-center gap-3 text-sm text-red-700">
          {tb('checkout.load-error')}
          <Button variant="outline" size="sm" onClick={() => branches.refetch()}>
            {tb('retry')}
          </Button>
        </div>
      )}
      {branch && branches.data && (
        <div className="-mt-2 mb-6 flex flex-col gap-2">
          <SelectField
            id="checkout-branch"
            label={tb('checkout.label')}
            value={branch.branchid}
            onChange={(e) => setChosen(Number(e.target.value))}
            disabled={busy}
          >
            {branches.data.map((b) => (
              <option key={b.branchid} value={b.branchid}>
                {b.main ? tb('checkout.main', { name: b.name }) : b.name}
              </option>
            ))}
          </SelectField>
          <p className="text-sm text-stone-600">
            {joinAddress(branch.street, branch.parish, branch.canton, branch.province)} ·{' '}
            {tb('receives', { contact: branch.contact, phone: branch.phone })}
          </p>
          <Link to={paths.user} className="self-start text-sm font-semibold text-brand-700 hover:underline">
            {tb('checkout.manage')}
          </Link>
        </div>
      )}
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
          onClick={() => onConfirm(branch?.branchid)}
          disabled={busy || credit?.over === true || (branches.isEnabled && branches.isPending)}
          aria-busy={busy}
        >
          {busy && <Spinner className="size-4 text-white" />}
          {busy ? t('checkout.busy') : t('checkout.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
