/**
 * «Emitir factura» on an approved order (decision 039): its factura before it goes «Para despacho» (the move there
 * issues it otherwise), confirmed first since only a nota de crédito annuls it. The order's page does not know
 * whether it has one: a second one is refused by the server, whose sentence is shown.
 */
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import adminInvoicesMessages from '../../../locales/admin-invoices.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useIssueInvoice } from './api/issue-invoice.ts';

export function IssueInvoice({ orderId }: { orderId: number }) {
  const { t } = useTranslation(adminInvoicesMessages);
  const issue = useIssueInvoice(orderId);
  const [open, setOpen] = useState(false);
  // issued from this page: the button goes; a later visit shows it again and the server says it is done
  const [issued, setIssued] = useState(false);
  if (issued) return null;
  const confirm = () =>
    issue.mutate(undefined, {
      onSuccess: (res) => {
        notify.success(res.msg);
        setOpen(false);
        setIssued(true);
      },
      onError: (error) => {
        notify.error(error, 8000);
        setOpen(false);
      },
    });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={issue.isPending}>
        <ReceiptText className="size-4" aria-hidden="true" />
        {t('issue.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('issue.title', { id: orderId })}
        description={t('issue.text')}
        confirmLabel={t('issue.confirm')}
        pending={issue.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
