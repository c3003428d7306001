import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminMessages from '../../../locales/admin.ts';

/** A form dialog's «Cancelar» and «Guardar» («Guardando...» while it saves). */
export function DialogActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation(adminMessages);
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t('cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </div>
  );
}
