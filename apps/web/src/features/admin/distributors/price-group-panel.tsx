/**
 * The distributor's «Grupo de precios»: the list prices or one of the price groups, saved as soon as it is chosen
 * (the store shows the distributor the new prices on their next page).
 */
import { BadgeDollarSign } from 'lucide-react';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { notify } from '../../../lib/toast.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { adminPaths } from '../admin-paths.ts';
import { usePriceGroups } from '../api/get-price-groups.ts';
import { Panel } from '../components/page-header.tsx';
import { useSetDistributorGroup } from './api/set-distributor-group.ts';

export function PriceGroupPanel({ userid, groupid }: { userid: number; groupid: number | null }) {
  const { t } = useTranslation(adminDistributorsMessages);
  const selectId = useId();
  const groups = usePriceGroups();
  const change = useSetDistributorGroup(userid);
  // While a move is saved the select shows the chosen group, then the one the detail says.
  const shown = change.isPending ? change.variables : groupid;

  return (
    <Panel title={t('detail.prices')}>
      <div className="flex flex-col gap-3">
        <SelectField
          id={selectId}
          label={t('detail.price-group')}
          value={shown === null ? '' : String(shown)}
          // the groups' names are needed to show the current one
          disabled={!groups.data || change.isPending}
          onChange={(e) => {
            const next = e.target.value === '' ? null : Number(e.target.value);
            change.mutate(next, { onSuccess: (res) => notify.success(res.msg), onError: (error) => notify.error(error) });
          }}
        >
          <option value="">{t('detail.list-prices')}</option>
          {groups.data?.groups.map((g) => (
            <option key={g.groupid} value={g.groupid}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-stone-500">{t('detail.price-group-hint')}</p>
        <Link
          to={adminPaths.priceGroups}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          <BadgeDollarSign className="size-4" aria-hidden="true" />
          {t('detail.price-groups-link')}
        </Link>
      </div>
    </Panel>
  );
}
