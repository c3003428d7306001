import type { AdminFilterValue, FilterValueGroup } from '@store/contracts/admin-catalog';
import { LOOKUPS } from '@store/contracts/catalog-lookups';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';
import { Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { useDeleteFilterValue } from './api/delete-filter-value.ts';
import { useFilterValues } from './api/get-filter-values.ts';
import { AddValueForm, EditValueDialog } from './value-forms.tsx';

/** One group's values: the add row, the table with what uses each value, and its edit and delete dialogs. */
export function GroupValues({ group }: { group: FilterValueGroup }) {
  const { t } = useTranslation(adminCatalogMessages);
  const values = useFilterValues(group);
  const remove = useDeleteFilterValue(group);
  const [editing, setEditing] = useState<AdminFilterValue | null>(null);
  const [deleting, setDeleting] = useState<AdminFilterValue | null>(null);
  const [refusal, setRefusal] = useState('');
  const usageKind = LOOKUPS[group].usedBy;

  // A refusal is shown once, in the dialog, which then only offers to close.
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const res = await remove.mutateAsync(deleting.id);
      notify.success(res.msg);
      setDeleting(null);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const blocked = deleting !== null && (deleting.usage > 0 || refusal !== '');
  const closeDelete = (open: boolean) => {
    if (!open) setDeleting(null);
  };

  return (
    <Panel
      title={t(`filters.groups.${group}`)}
      actions={values.data && <span className="text-sm text-stone-600">{t('filters.count', { count: values.data.length })}</span>}
    >
      <div className="flex flex-col gap-5">
        {values.data && <AddValueForm key={group} group={group} values={values.data} />}
        <QueryState query={values} isEmpty={(list) => list.length === 0} empty={t('filters.none')}>
          {(list) => (
            <DataTable caption={t(`filters.groups.${group}`)}>
              <thead>
                <tr>
                  <Th>{t('filters.name')}</Th>
                  {group === 'sizes' && <Th className="text-right">{t('filters.order')}</Th>}
                  {group === 'categories' && <Th>{t('filters.unit')}</Th>}
                  <Th>{t('filters.in-use')}</Th>
                  <Th className="text-right">{t('filters.actions')}</Th>
                </tr>
              </thead>
              <TBody>
                {list.map((value) => (
                  <tr key={value.id}>
                    <Td className="font-medium">
                      <span className="flex items-center gap-2">
                        {value.hexcode && (
                          <span
                            role="img"
                            aria-label={t('filters.swatch', { hex: value.hexcode })}
                            className="inline-block size-5 shrink-0 rounded-full ring-1 ring-stone-300"
                            style={{ backgroundColor: value.hexcode }}
                          />
                        )}
                        <span>{value.name}</span>
                        {/* on a phone the swatch (its label names the code) leaves room for the actions */}
                        {value.hexcode && <span className="hidden font-mono text-xs text-stone-500 sm:inline">{value.hexcode}</span>}
                      </span>
                    </Td>
                    {group === 'sizes' && <Td className="text-right tabular-nums">{value.sortOrder}</Td>}
                    {group === 'categories' && <Td>{t(`filters.units.${value.unit ?? 'PAIR'}`)}</Td>}
                    <Td>
                      {value.usage ? (
                        <Badge tone="brand">
                          {/* the column says what is counted: a phone shows the number only */}
                          <span className="sm:hidden">{value.usage}</span>
                          <span className="hidden sm:inline">{t(`filters.usage.${usageKind}`, { count: value.usage })}</span>
                        </Badge>
                      ) : (
                        <Badge>{t('filters.unused')}</Badge>
                      )}
                    </Td>
                    <Td className="text-right whitespace-nowrap">
                      <RowActions
                        editLabel={t('filters.edit', { name: value.name })}
                        deleteLabel={t('filters.delete', { name: value.name })}
                        onEdit={() => setEditing(value)}
                        onDelete={() => {
                          setRefusal('');
                          setDeleting(value);
                        }}
                      />
                    </Td>
                  </tr>
                ))}
              </TBody>
            </DataTable>
          )}
        </QueryState>
      </div>
      {editing && <EditValueDialog key={editing.id} group={group} value={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={closeDelete}
        title={t(blocked ? 'filters.cannot-delete-title' : 'filters.delete-title', { name: deleting?.name ?? '' })}
        description={t('filters.delete-description')}
        confirmLabel={t('filters.delete-confirm')}
        variant="danger"
        pending={remove.isPending}
        blocked={blocked && (refusal || t(`filters.delete-used.${usageKind}`, { count: deleting?.usage ?? 0 }))}
        onConfirm={confirmDelete}
      />
    </Panel>
  );
}
