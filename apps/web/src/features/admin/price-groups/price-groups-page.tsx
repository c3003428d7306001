/**
 * «Listas de precios»: the price groups distributors buy in, each with its lists (a percentage off or prices of
 * its own, in windows of store days); the dialogs that create, change, delete and fill them.
 */
import type { PriceGroupRow, PriceListRow } from '@store/contracts/price-lists';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminPriceGroupsMessages from '../../../locales/admin-price-groups.ts';
import { usePriceGroups } from '../api/get-price-groups.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastAndClose } from '../components/toast-result.ts';
import { useDeletePriceGroup } from './api/delete-price-group.ts';
import { useDeletePriceList } from './api/delete-price-list.ts';
import { type GroupActions, GroupCard } from './group-card.tsx';
import { GroupDialog } from './group-dialog.tsx';
import { ImportPricesDialog } from './import-prices-dialog.tsx';
import { ListDialog } from './list-dialog.tsx';
import { ListPricesDialog } from './list-prices-dialog.tsx';
import { listWhat } from './list-words.ts';

/** A list and the group it belongs to, as the list dialogs need them. */
interface OfGroup {
  group: PriceGroupRow;
  list: PriceListRow;
}

export default function PriceGroupsPage() {
  const { t } = useTranslation(adminPriceGroupsMessages);
  const query = usePriceGroups();
  const removeGroup = useDeletePriceGroup();
  const removeList = useDeletePriceList();
  const [groupDialog, setGroupDialog] = useState<{ open: boolean; editing: PriceGroupRow | null }>({ open: false, editing: null });
  const [listDialog, setListDialog] = useState<{ open: boolean; group: PriceGroupRow | null; editing: PriceListRow | null }>({
    open: false,
    group: null,
    editing: null,
  });
  const [deletingGroup, setDeletingGroup] = useState<PriceGroupRow | null>(null);
  const [deletingList, setDeletingList] = useState<OfGroup | null>(null);
  const [importing, setImporting] = useState<OfGroup | null>(null);
  const [viewing, setViewing] = useState<OfGroup | null>(null);

  const actions: GroupActions = {
    onEditGroup: (group) => setGroupDialog({ open: true, editing: group }),
    onDeleteGroup: setDeletingGroup,
    onEditList: (group, list) => setListDialog({ open: true, group, editing: list }),
    onDeleteList: (group, list) => setDeletingList({ group, list }),
    onImportPrices: (group, list) => setImporting({ group, list }),
    onViewPrices: (group, list) => setViewing({ group, list }),
  };

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setGroupDialog({ open: true, editing: null })} className="whitespace-nowrap">
            <Plus className="size-4" aria-hidden="true" />
            {t('new-group')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(d) => d.groups.length === 0} empty={t('empty')}>
        {({ groups }) => (
          <ul aria-label={t('groups-label')} className="flex flex-col gap-4">
            {groups.map((g) => (
              <li key={g.groupid}>
                <GroupCard group={g} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <GroupDialog editing={groupDialog.editing} open={groupDialog.open} onOpenChange={(open) => setGroupDialog((d) => ({ ...d, open }))} />
      <ListDialog
        group={listDialog.group}
        editing={listDialog.editing}
        open={listDialog.open}
        onOpenChange={(open) => setListDialog((d) => ({ ...d, open }))}
      />
      <ImportPricesDialog group={importing?.group ?? null} list={importing?.list ?? null} onOpenChange={(o) => !o && setImporting(null)} />
      <ListPricesDialog group={viewing?.group ?? null} list={viewing?.list ?? null} onOpenChange={(o) => !o && setViewing(null)} />

      <ConfirmDialog
        open={deletingGroup !== null}
        onOpenChange={(o) => !o && setDeletingGroup(null)}
        title={deletingGroup ? t('delete-group-title', { name: deletingGroup.name }) : ''}
        description={t('delete-group-description')}
        confirmLabel={t('delete-group')}
        variant="danger"
        pending={removeGroup.isPending}
        onConfirm={() =>
          deletingGroup &&
          removeGroup.mutate(
            deletingGroup.groupid,
            toastAndClose(() => setDeletingGroup(null)),
          )
        }
      />
      <ConfirmDialog
        open={deletingList !== null}
        onOpenChange={(o) => !o && setDeletingList(null)}
        title={deletingList ? t('delete-list-title', { what: listWhat(t, deletingList.list), group: deletingList.group.name }) : ''}
        description={t('delete-list-description')}
        confirmLabel={t('delete-list')}
        variant="danger"
        pending={removeList.isPending}
        onConfirm={() =>
          deletingList &&
          removeList.mutate(
            deletingList.list.listid,
            toastAndClose(() => setDeletingList(null)),
          )
        }
      />
    </div>
  );
}
