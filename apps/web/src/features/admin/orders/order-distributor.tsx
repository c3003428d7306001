/**
 * The buyer of an order as it was placed (a snapshot, not the distributor's current details): company,
 * contact, e-mail and phones, where the order goes (its branch, docs/product.md §27), and a link to the distributor's page.
 */

import type { AdminOrderDetail } from '@store/contracts/admin-orders';
import { joinAddress } from '@store/contracts/delivery';
import { ArrowRight, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import adminOrdersMessages from '../../../locales/admin-orders.ts';
import { useCan } from '../admin-areas.ts';
import { adminPaths } from '../admin-paths.ts';
import { Panel } from '../components/page-header.tsx';

export function OrderDistributor({ d, delivery }: Pick<AdminOrderDetail, 'delivery'> & { d: AdminOrderDetail['distributor'] }) {
  const { t } = useTranslation(adminOrdersMessages);
  const can = useCan();
  const phones = [
    [t('detail.phone'), d.phone],
    [t('detail.phone2'), d.phone2],
    [t('detail.base-phone'), d.basePhone],
  ].filter(([, v]) => v);
  return (
    <Panel title={t('detail.distributor')}>
      <p className="-mt-3 mb-3 text-xs text-stone-500">{t('detail.distributor-snapshot')}</p>
      <p className="text-base font-semibold text-stone-900">{d.companyName}</p>
      <dl className="mt-3 flex flex-col gap-2.5 text-sm">
        <div className="flex gap-2">
          <UserRound className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div>
            <dt className="sr-only">{t('detail.contact-name')}</dt>
            <dd className="text-stone-800">
              {d.name} {d.lastname}
            </dd>
            <dd className="text-xs text-stone-500">
              {t('detail.ci')}: {d.ci}
            </dd>
          </div>
        </div>
        <div className="flex gap-2">
          <Mail className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="sr-only">{t('detail.email')}</dt>
            <dd>
              <a href={`mailto:${d.email}`} className="break-all text-brand-700 hover:underline">
                {d.email}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-2">
          <Phone className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div className="flex flex-col gap-0.5">
            {phones.map(([label, value]) => (
              <div key={label}>
                <dt className="inline text-stone-500">{label}: </dt>
                <dd className="inline">
                  <a href={`tel:${value.replace(/\s/g, '')}`} className="text-brand-700 hover:underline">
                    {value}
                  </a>
                </dd>
              </div>
            ))}
          </div>
        </div>
        <div className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
          <div>
            <dt className="text-stone-500">
              {delivery.branch ? t('detail.delivery-branch', { name: delivery.branch }) : t('detail.delivery')}
            </dt>
            <dd className="text-stone-800">{delivery.address}</dd>
            <dd className="text-stone-600">{joinAddress(delivery.parish, delivery.city, delivery.province)}</dd>
            {delivery.reference && <dd className="text-stone-600">{t('detail.reference', { reference: delivery.reference })}</dd>}
            <dd className="text-stone-600">{t('detail.receives', { name: delivery.name, phone: delivery.phone })}</dd>
          </div>
        </div>
      </dl>
      {can('distributors') && (
        <Link
          to={adminPaths.distributor(d.userid)}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('detail.view-distributor')} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </Panel>
  );
}
