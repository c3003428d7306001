import {
  type AdminFilterValue,
  FILTER_USAGE_KIND,
  FILTER_VALUE_GROUPS,
  type FilterValueBody,
  type FilterValueGroup,
  HEX_COLOR,
  isFilterValueGroup,
} from '@store/contracts/admin-catalog';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { COUNTING_UNITS, type CountingUnit } from '@store/contracts/constants';
import { Plus } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldShell, inputClass, SelectField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import { Badge } from '../components/badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable, TBody, Td, Th } from '../components/data-table.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { useDeleteFilterValue, useFilterValues, useSaveFilterValue } from './api.ts';

interface Draft {
  name: string;
  hexcode: string;
  sortOrder: string;
  unit: CountingUnit;
}

const emptyDraft = (group: FilterValueGroup, values: AdminFilterValue[] = []): Draft => ({
  name: '',
  hexcode: '#1F7A6D',
  sortOrder: group === 'sizes' ? String(Math.max(0, ...values.map((v) => v.sortOrder ?? 0)) + 1) : '',
  unit: 'PAIR',
});

/** The checks the server makes too, so a slip is caught before the round trip. */
function checkDraft(group: FilterValueGroup, draft: Draft): { body?: FilterValueBody; error?: string } {
  const name = draft.name.trim();
  if (!name || name.length > 60) return { error: ADMIN_MSG.filterValueNameRequired };
  if (group === 'colors') {
    if (!HEX_COLOR.test(draft.hexcode.trim())) return { error: ADMIN_MSG.colorHexInvalid };
    return { body: { name, hexcode: draft.hexcode.trim() } };
  }
  if (group === 'sizes') {
    const order = Number(draft.sortOrder);
    if (draft.sortOrder.trim() === '' || !Number.isInteger(order) || order < 0 || order > 9999)
      return { error: ADMIN_MSG.sizeOrderInvalid };
    return { body: { name, sortOrder: order } };
  }
  if (group === 'categories') return { body: { name, unit: draft.unit } };
  return { body: { name } };
}

/** Name, plus the colour (picker and hex), the order or what a category counts in, as the group needs. */
function ValueFields({
  group,
  draft,
  onChange,
  idPrefix,
  nameLabel,
  error,
  autoFocus,
}: {
  group: FilterValueGroup;
  draft: Draft;
  onChange: (draft: Draft) => void;
  idPrefix: string;
  nameLabel: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('admin-catalog');
  const hexValid = HEX_COLOR.test(draft.hexcode);
  return (
    <>
      <div className="min-w-0 flex-1">
        <FieldShell id={`${idPrefix}-name`} label={nameLabel} error={error}>
          <input
            id={`${idPrefix}-name`}
            className={inputClass}
            value={draft.name}
            maxLength={60}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the dialog's only field
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${idPrefix}-name-error` : undefined}
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
          />
        </FieldShell>
      </div>
      {group === 'colors' && (
        <div className="flex items-end gap-2">
          <FieldShell id={`${idPrefix}-picker`} label={t('filters.color')}>
            <input
              id={`${idPrefix}-picker`}
              type="color"
              value={hexValid ? draft.hexcode : '#000000'}
              onChange={(e) => onChange({ ...draft, hexcode: e.target.value.toUpperCase() })}
              className="h-11 w-14 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
            />
          </FieldShell>
          <div className="w-32">
            <FieldShell id={`${idPrefix}-hex`} label={t('filters.hex-short')}>
              <input
                id={`${idPrefix}-hex`}
                aria-label={t('filters.hex')}
                title={t('filters.hex-hint')}
                placeholder="#1F7A6D"
                className={`${inputClass} font-mono uppercase`}
                value={draft.hexcode}
                maxLength={7}
                aria-invalid={hexValid ? undefined : true}
                onChange={(e) => onChange({ ...draft, hexcode: e.target.value })}
              />
            </FieldShell>
          </div>
        </div>
      )}
      {group === 'sizes' && (
        <div className="w-28">
          <FieldShell id={`${idPrefix}-order`} label={t('filters.order')}>
            <input
              id={`${idPrefix}-order`}
              type="number"
              inputMode="numeric"
              min={0}
              max={9999}
              className={inputClass}
              value={draft.sortOrder}
              onChange={(e) => onChange({ ...draft, sortOrder: e.target.value })}
            />
          </FieldShell>
        </div>
      )}
      {group === 'categories' && (
        <div className="sm:w-40">
          <SelectField
            id={`${idPrefix}-unit`}
            label={t('filters.unit')}
            value={draft.unit}
            onChange={(e) => onChange({ ...draft, unit: e.target.value as CountingUnit })}
          >
            {COUNTING_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`filters.units.${unit}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
    </>
  );
}

function AddValueForm({ group, values }: { group: FilterValueGroup; values: AdminFilterValue[] }) {
  const { t } = useTranslation('admin-catalog');
  const save = useSaveFilterValue(group);
  const [draft, setDraft] = useState(() => emptyDraft(group, values));
  const [error, setError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(group, draft);
    if (!checked.body) return setError(checked.error ?? '');
    setError('');
    try {
      const res = await save.mutateAsync({ body: checked.body });
      notify.success(res.msg);
      setDraft(emptyDraft(group, [...values, res.value]));
      formRef.current?.querySelector('input')?.focus();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <ValueFields
        group={group}
        draft={draft}
        onChange={setDraft}
        idPrefix={`new-${group}`}
        nameLabel={t(`filters.new.${group}`)}
        error={error}
      />
      <Button type="submit" className="sm:mt-[1.625rem]" disabled={save.isPending}>
        <Plus className="size-4" aria-hidden="true" /> {save.isPending ? t('filters.adding') : t('filters.add')}
      </Button>
    </form>
  );
}

function EditValueDialog({ group, value, onClose }: { group: FilterValueGroup; value: AdminFilterValue; onClose: () => void }) {
  const { t } = useTranslation('admin-catalog');
  const save = useSaveFilterValue(group);
  const [draft, setDraft] = useState<Draft>({
    name: value.name,
    hexcode: value.hexcode ?? '#000000',
    sortOrder: String(value.sortOrder ?? ''),
    unit: value.unit ?? 'PAIR',
  });
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(group, draft);
    if (!checked.body) return setError(checked.error ?? '');
    try {
      const res = await save.mutateAsync({ id: value.id, body: checked.body });
      notify.success(res.msg);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('filters.edit-title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-3">
          <ValueFields
            group={group}
            draft={draft}
            onChange={setDraft}
            idPrefix="edit-value"
            nameLabel={t('filters.name')}
            error={error}
            autoFocus
          />
        </div>
        {group === 'sizes' && <p className="text-xs text-stone-500">{t('filters.order-hint')}</p>}
        {group === 'categories' && <p className="text-xs text-stone-500">{t('filters.unit-hint')}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin:saving') : t('admin:save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function GroupValues({ group }: { group: FilterValueGroup }) {
  const { t } = useTranslation('admin-catalog');
  const values = useFilterValues(group);
  const remove = useDeleteFilterValue(group);
  const [editing, setEditing] = useState<AdminFilterValue | null>(null);
  const [deleting, setDeleting] = useState<AdminFilterValue | null>(null);
  const [refusal, setRefusal] = useState('');
  const usageKind = FILTER_USAGE_KIND[group];

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

export default function FiltersPage() {
  const { t } = useTranslation('admin-catalog');
  const [params, setParams] = useSearchParams();
  const requested = params.get('group') ?? '';
  const group: FilterValueGroup = isFilterValueGroup(requested) ? requested : 'categories';
  const select = (next: FilterValueGroup) => setParams({ group: next }, { replace: true });
  const tabsId = useId();
  const tabRefs = useRef<Partial<Record<FilterValueGroup, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onTabKey = (e: KeyboardEvent) => {
    const i = FILTER_VALUE_GROUPS.indexOf(group);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = FILTER_VALUE_GROUPS[(i + step + FILTER_VALUE_GROUPS.length) % FILTER_VALUE_GROUPS.length];
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader title={t('filters.title')} description={t('filters.description')} />
      <div className="mb-4 sm:hidden">
        <SelectField
          id="filter-group"
          label={t('filters.groups-label')}
          value={group}
          onChange={(e) => select(e.target.value as FilterValueGroup)}
        >
          {FILTER_VALUE_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`filters.groups.${g}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div
        role="tablist"
        aria-label={t('filters.groups-label')}
        tabIndex={-1}
        onKeyDown={onTabKey}
        className="mb-4 hidden flex-wrap gap-1 rounded-xl border border-stone-200 bg-white p-1 shadow-sm sm:flex"
      >
        {FILTER_VALUE_GROUPS.map((g) => (
          <button
            key={g}
            ref={(el) => {
              tabRefs.current[g] = el;
            }}
            type="button"
            role="tab"
            id={`${tabsId}-${g}`}
            aria-selected={g === group}
            aria-controls={`${tabsId}-panel`}
            tabIndex={g === group ? 0 : -1}
            onClick={() => select(g)}
            className={`rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
              g === group ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
            }`}
          >
            {t(`filters.groups.${g}`)}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${group}`}>
        <GroupValues key={group} group={group} />
      </div>
    </>
  );
}
