/**
 * Where an order goes (docs/product.md §27): the company's branches, the main one (listed first) chosen until the
 * buyer picks another. Checkout asks it, and so does accepting a quote.
 */
import { joinAddress } from '@store/contracts/delivery';
import { paths } from '@store/contracts/paths';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useSession } from '../../../lib/session.ts';
import branchesMessages from '../../../locales/branches.ts';
import { useBranches } from '../../account/index.ts';

/** The branches (asked for while `enabled`, a distributor's only) and the one chosen. */
export function useBranchChoice(enabled: boolean) {
  const user = useSession();
  const branches = useBranches(enabled && user?.role === 'DISTRIBUTOR');
  const [chosen, setChosen] = useState<number>();
  const branch = branches.data?.find((b) => b.branchid === chosen) ?? branches.data?.[0];
  return { branches, branch, choose: setChosen, loading: branches.isEnabled && branches.isPending };
}
export type BranchChoice = ReturnType<typeof useBranchChoice>;

/** The branch field with the chosen branch's address and who receives there; if they could not be loaded, why. */
export function BranchPicker({ choice, disabled, id }: { choice: BranchChoice; disabled: boolean; id: string }) {
  const { t } = useTranslation(branchesMessages);
  const { branches, branch, choose } = choice;
  return (
    <>
      {branches.isError && (
        <div role="alert" className="-mt-2 mb-6 flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('checkout.load-error')}
          <Button variant="outline" size="sm" onClick={() => branches.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {branch && branches.data && (
        <div className="-mt-2 mb-6 flex flex-col gap-2">
          <SelectField
            id={id}
            label={t('checkout.label')}
            value={branch.branchid}
            onChange={(e) => choose(Number(e.target.value))}
            disabled={disabled}
          >
            {branches.data.map((b) => (
              <option key={b.branchid} value={b.branchid}>
                {b.main ? t('checkout.main', { name: b.name }) : b.name}
              </option>
            ))}
          </SelectField>
          <p className="text-sm text-stone-600">
            {joinAddress(branch.street, branch.parish, branch.canton, branch.province)} ·{' '}
            {t('receives', { contact: branch.contact, phone: branch.phone })}
          </p>
          <Link to={paths.user} className="self-start text-sm font-semibold text-brand-700 hover:underline">
            {t('checkout.manage')}
          </Link>
        </div>
      )}
    </>
  );
}
