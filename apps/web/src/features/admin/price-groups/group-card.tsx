/**
 * One price group as a card: its name, whether new distributors join it, how many buy in it, and its lists (kind,
 * amount, window, whether it is in effect today) with their buttons. On a phone each list is drawn as a card.
 */
import { PRICE_LIST_KIND_LABELS, type PriceGroupRow, type PriceListRow } from '@store/contracts/price-lists';
import { Eye, FileUp, Plus, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminPriceGroupsMessages from '../../../locales/admin-price-groups.ts';
import { Th } from '../components/data-table.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { listAmount, listWhat, listWindow } from './list-words.ts';

/** What the page does when a button of the card is pressed. */
export interface GroupActions {
  onEditGroup: (group: PriceGroupRow) => void;
  onDeleteGroup: (group: PriceGroupRow) => void;
  /** `list` null: a new list for the group */
  onEditList: (group: PriceGroupRow, list: PriceListRow | null) => void;
  onDeleteList: (group: PriceGroupRow, list: PriceListRow) => void;
  onImportPrices: (group: PriceGroupRow, list: PriceListRow) => void;
  onViewPrices: (group: PriceGroupRow, list: PriceListRow) => void;
}

/** a cell: part of the card on a phone, a padded table cell from `md` up */
const cell = 'block md:table-cell md:px-4 md:py-3 md:align-middle';

function ListsTable({ group, actions }: { group: PriceGroupRow; actions: GroupActions }) {
  const { t } = useTranslation(adminPriceGroupsMessages);
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border md:border-stone-200">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{t('lists-caption', { name: group.name })}</caption>
        <thead className="hidden md:table-header-group">
          <tr>
            <Th>{t('list')}</Th>
            <Th>{t('window')}</Th>
            <Th>{t('state')}</Th>
            <Th className="text-right">{t('actions')}</Th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {group.lists.map((l) => {
            const names = { what: listWhat(t, l), group: group.name };
            return (
              <tr
                key={l.listid}
                className={`grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border p-3 md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:bg-transparent md:p-0 ${l.inEffect ? 'border-emerald-200 bg-emerald-50/40' : 'border-stone-200'}`}
              >
                <td className={cell}>
                  {/* the amount first on a desktop, the kind first on a phone's card */}
                  <span className="flex flex-col">
                    <span className="text-xs text-stone-600 md:order-last">{PRICE_LIST_KIND_LABELS[l.kind]}</span>
                    <span className="text-base font-semibold whitespace-nowrap text-brand-800 tabular-nums md:text-sm md:text-stone-900">
                      {listAmount(t, l)}
                    </span>
                  </span>
                </td>
                <td className={`${cell} col-start-1 text-stone-700 tabular-nums md:whitespace-nowrap md:text-stone-800`}>
                  {listWindow(l)}
                </td>
                <td className={`${cell} col-start-2 row-start-1 self-start justify-self-end`}>
                  {l.inEffect ? (
                    <Badge tone="green" dot>
                      {t('in-effect')}
                    </Badge>
                  ) : (
                    <span className="text-xs text-stone-500">{t('not-in-effect')}</span>
                  )}
                </td>
                <td className={`${cell} col-span-2 mt-2 border-t border-stone-100 pt-2 md:mt-0 md:border-0 md:pt-3 md:text-right`}>
                  <div className="flex flex-wrap items-center gap-1 md:flex-nowrap md:justify-end">
                    {l.kind === 'PRICES' && (
                      // one above the other beside the pencil and the bin until the screen is wide enough for a row
                      <span className="flex flex-wrap gap-1 md:flex-col md:items-stretch 2xl:flex-row">
                        <Button
                          size="sm"
                          variant="outline"
                          className="whitespace-nowrap"
                          onClick={() => actions.onViewPrices(group, l)}
                          aria-label={t('view-prices-of', names)}
                        >
                          <Eye className="size-4" aria-hidden="true" />
                          {t('view-prices')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          className="whitespace-nowrap"
                          onClick={() => actions.onImportPrices(group, l)}
                          aria-label={t('import-prices-of', names)}
                        >
                          <FileUp className="size-4" aria-hidden="true" />
                          {t('import-prices')}
                        </Button>
                      </span>
                    )}
                    <span className="ml-auto inline-flex md:ml-0">
                      <RowActions
                        editLabel={t('edit-list-of', names)}
                        deleteLabel={t('delete-list-of', names)}
                        onEdit={() => actions.onEditList(group, l)}
                        onDelete={() => actions.onDeleteList(group, l)}
                      />
                    </span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function GroupCard({ group, actions }: { group: PriceGroupRow; actions: GroupActions }) {
  const { t } = useTranslation(adminPriceGroupsMessages);
  const headingId = `price-group-${group.groupid}`;
  const noneInEffect = group.lists.length > 0 && !group.lists.some((l) => l.inEffect);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-stone-100 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold break-words text-stone-900">
              {group.name}
            </h2>
            {group.isDefault && (
              <span title={t('default-hint')}>
                <Badge tone="brand">{t('default')}</Badge>
              </span>
            )}
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
            <Users className="size-4" aria-hidden="true" />
            {t('distributors', { count: group.distributors })}
          </p>
        </div>
        <div className="flex items-center justify-between gap-1 sm:justify-end">
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.onEditList(group, null)}
            aria-label={t('add-list-to', { name: group.name })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('add-list')}
          </Button>
          <span className="inline-flex">
            <RowActions
              editLabel={t('edit-group-of', { name: group.name })}
              deleteLabel={t('delete-group-of', { name: group.name })}
              onEdit={() => actions.onEditGroup(group)}
              onDelete={() => actions.onDeleteGroup(group)}
            />
          </span>
        </div>
      </div>
      <div className="p-3 sm:p-5">
        {group.lists.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">{t('no-lists')}</p>
        ) : (
          <>
            <ListsTable group={group} actions={actions} />
            {noneInEffect && <p className="mt-3 text-sm text-stone-600">{t('none-in-effect')}</p>}
          </>
        )}
      </div>
    </section>
  );
}
