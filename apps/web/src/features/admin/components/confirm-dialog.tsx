import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminMessages from '../../../locales/admin.ts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  pending?: boolean;
  /** extra fields (a reason, say) between the text and the buttons */
  children?: ReactNode;
  /** why it cannot be done (a brand still in use): shown instead, with only a button to close */
  blocked?: ReactNode;
  onConfirm: () => void;
}

/** Asks before a change that is hard to take back (reject, disable, cancel an order, delete). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  pending,
  children,
  blocked,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation(adminMessages);
  if (blocked) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={title}>
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {blocked}
          </p>
          <div className="flex justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('close')}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('back')}
          </Button>
          <Button type="submit" variant={variant} disabled={pending}>
            {pending ? t('saving') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
