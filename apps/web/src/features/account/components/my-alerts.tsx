import { paths } from '@store/contracts/paths';
import { BellRing, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { formatDate } from '../../../lib/store-time.ts';
import { notify } from '../../../lib/toast.ts';
import alertsMessages from '../../../locales/alerts.ts';
import { useMyAlerts } from '../api/get-my-alerts.ts';
import { useRemoveAlert } from '../api/remove-alert.ts';

/**
 * «Mis avisos» (decision 019): the distributor's open stock alerts, each with its picture, product, colour and
 * size, linked to the product, and a button that removes it. Sent alerts are closed and leave the list.
 */
export function MyAlerts() {
  const { t } = useTranslation(alertsMessages);
  const alerts = useMyAlerts();
  const remove = useRemoveAlert();

  const removeOne = async (id: number) => {
    try {
      notify.success((await remove.mutateAsync(id)).msg);
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <section aria-labelledby="my-alerts-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="mb-2 flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <BellRing className="size-5" />
        </span>
        <h2 id="my-alerts-title" className="text-xl font-semibold text-stone-900">
          {t('title')}
        </h2>
      </div>
      <p className="mb-5 text-sm text-stone-600">{t('intro')}</p>
      {alerts.isPending ? (
        <Spinner />
      ) : alerts.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('load-error')}
          <Button variant="outline" size="sm" onClick={() => alerts.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : alerts.data.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {alerts.data.map((a) => (
            <li key={a.alertid} className="flex items-center gap-3 py-3 sm:gap-4">
              <Link to={paths.product(a.productid)} className="shrink-0">
                <ProductImage src={a.picture} alt="" width={64} height={64} className="size-16 rounded-lg bg-stone-50 object-contain" />
              </Link>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <Link
                  to={paths.product(a.productid)}
                  className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-700 hover:underline"
                >
                  {a.productName}
                </Link>
                <p className="flex items-center gap-1.5 text-sm text-stone-700">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full ring-1 ring-stone-300"
                    style={{ backgroundColor: a.colorHex }}
                  />
                  <span>
                    {a.colorName}
                    {a.sizeName && ` · ${t('size', { size: a.sizeName })}`}
                  </span>
                </p>
                <p className="text-xs text-stone-500">
                  {a.code} · {t('since', { date: formatDate(a.createdAt, false, t('date-locale')) })}
                </p>
              </div>
              <Button
                variant="outline"
                className="h-11 shrink-0"
                onClick={() => removeOne(a.alertid)}
                disabled={remove.isPending && remove.variables === a.alertid}
                aria-label={t('remove-label', { name: `${a.productName} ${a.colorName}${a.sizeName ? ` ${a.sizeName}` : ''}` })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{t('remove')}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
