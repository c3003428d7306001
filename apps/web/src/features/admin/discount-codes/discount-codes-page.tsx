/**
 * The discount codes: the list with each code's state and uses, and the dialog that creates or changes one
 * (its window typed as days on the store's clock); a code no order used may be deleted.
 */
import type { DiscountCodeRow } from '@store/contracts/admin-distributors';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminDistributorsMessages from '../../../locales/admin-distributors.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useDeleteDiscountCode } from './api/delete-discount-code.ts';
import { useDiscountCodes } from './api/get-discount-codes.ts';
import { useSaveDiscountCode } from './api/save-discount-code.ts';
import { bodyOf, CodeDialog } from './code-dialog.tsx';
import { CodesTable } from './codes-table.tsx';

export default function DiscountCodesPage() {
  const { t } = useTranslation(adminDistributorsMessages);
  const query = useDiscountCodes();
  const save = useSaveDiscountCode();
  const remove = useDeleteDiscountCode();
  const [editing, setEditing] = useState<DiscountCodeRow | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<DiscountCodeRow | null>(null);

  const openDialog = (code: DiscountCodeRow | null) => {
    setEditing(code);
    setDialogOpen(true);
  };

  const toggle = (c: DiscountCodeRow) =>
    save.mutate(
      { id: c.discountcodeid, body: bodyOf(c, { active: !c.active }) },
      { onSuccess: (res) => notify.success(res.msg), onError: (error) => notify.error(error) },
    );

  return (
    <div>
      <PageHeader
        title={t('codes.title')}
        description={t('codes.description')}
        actions={
          <Button onClick={() => openDialog(null)} className="whitespace-nowrap">
            <Plus className="size-4" aria-hidden="true" />
            {t('codes.new')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(d) => d.discountCodes.length === 0} empty={t('codes.empty')}>
        {(data) => (
          <CodesTable codes={data.discountCodes} onEdit={openDialog} onDelete={setDeleting} onToggle={toggle} toggling={save.isPending} />
        )}
      </QueryState>

      <CodeDialog editing={editing} open={dialogOpen} onOpenChange={setDialogOpen} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? t('codes.delete-title', { code: deleting.code }) : ''}
        description={t('codes.delete-description')}
        confirmLabel={t('codes.delete')}
        variant="danger"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.discountcodeid, {
            onSuccess: (res) => {
              notify.success(res.msg);
              setDeleting(null);
            },
            onError: (error) => {
              notify.error(error, 8000);
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
