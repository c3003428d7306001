import { Bell, BellRing } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import productMessages from '../../../locales/product.ts';
import { useMyAlerts } from '../../account/index.ts';
import { useCreateAlert } from '../api/create-alert.ts';

/**
 * «Avísame cuando haya stock» for a colour (or one of its sizes) that cannot be bought now (decision 019). Once
 * asked (now, or on an earlier visit: the open alerts say so) it reads as an active alert instead. A size's
 * button is short («Avísame»): its cell already names the size.
 */
export function StockAlertButton({
  variantId,
  sizeId = null,
  className = '',
}: {
  variantId: number;
  sizeId?: number | null;
  className?: string;
}) {
  const { t } = useTranslation(productMessages);
  const mine = useMyAlerts();
  const create = useCreateAlert();
  const short = sizeId !== null;
  const asked =
    (create.isSuccess && create.variables.prodvarid === variantId && (create.variables.sizeid ?? null) === sizeId) ||
    Boolean(mine.data?.some((a) => a.prodvarid === variantId && a.sizeid === sizeId));

  if (asked) {
    return (
      <p role="status" className={`inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 ${className}`}>
        <BellRing aria-hidden="true" className="size-4 shrink-0" />
        {short ? t('alert.set-short') : t('alert.set')}
      </p>
    );
  }
  const ask = async () => {
    try {
      const result = await create.mutateAsync({ prodvarid: variantId, sizeid: sizeId });
      notify.success(result.msg);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <button
      type="button"
      onClick={ask}
      disabled={create.isPending}
      aria-label={short ? t('alert.ask') : undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60 ${className}`}
    >
      <Bell aria-hidden="true" className="size-4 shrink-0" />
      {create.isPending ? t('alert.asking') : short ? t('alert.ask-short') : t('alert.ask')}
    </button>
  );
}
