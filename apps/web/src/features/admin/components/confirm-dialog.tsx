import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

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
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
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
