import type { AdminFilterValue, FilterValueGroup } from '@store/contracts/admin-catalog';
import { Plus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import '../../../locales/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveFilterValue } from './api/save-filter-value.ts';
import { checkDraft, type Draft, emptyDraft } from './value-draft.ts';
import { ValueFields } from './value-fields.tsx';

/** The row above a group's table that adds a value. */
export function AddValueForm({ group, values }: { group: FilterValueGroup; values: AdminFilterValue[] }) {
  const { t } = useTranslation(adminCatalogMessages);
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

/** A value's own dialog: its name and what its group adds. */
export function EditValueDialog({ group, value, onClose }: { group: FilterValueGroup; value: AdminFilterValue; onClose: () => void }) {
  const { t } = useTranslation(adminCatalogMessages);
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
