/**
 * The move of an order to «Entrega en Camino» carries the trip: who carries it and its guide number. The fields
 * of the confirmation, and the move's body checked by the contracts' own rule (the order page and the warehouse's).
 */
import { type MoveOrderBody, moveOrderBody } from '@store/contracts/admin-orders';
import { CARRIER_MAX, type SaleStatus, TRACKING_NUMBER_MAX } from '@store/contracts/constants';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import adminOrdersMessages from '../../../locales/admin-orders.ts';

export interface Trip {
  carrier: string;
  trackingNumber: string;
}
export type TripErrors = Partial<Record<keyof Trip | 'reason', string>>;

/**
 * The body of a move to `status` (the trip only for DELIVERING, the reason only for a cancel, which requires
 * it), or the message of each field that is wrong.
 */
export function moveBody(status: SaleStatus, trip: Trip, reason = ''): { body: MoveOrderBody } | { errors: TripErrors } {
  const fields = status === 'DELIVERING' ? trip : status === 'CANCELED' ? { reason } : {};
  const parsed = moveOrderBody.safeParse({ status, ...fields });
  if (parsed.success) return { body: parsed.data };
  return { errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
}

export function TripFields({ trip, errors, onChange }: { trip: Trip; errors: TripErrors; onChange: (trip: Trip) => void }) {
  const { t } = useTranslation(adminOrdersMessages);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm text-stone-600">{t('detail.trip-hint')}</legend>
      <TextField
        id="move-carrier"
        label={t('detail.carrier')}
        placeholder={t('detail.carrier-placeholder')}
        maxLength={CARRIER_MAX}
        autoComplete="off"
        value={trip.carrier}
        error={errors.carrier}
        onChange={(e) => onChange({ ...trip, carrier: e.target.value })}
      />
      <TextField
        id="move-tracking"
        label={t('detail.tracking-number')}
        maxLength={TRACKING_NUMBER_MAX}
        autoComplete="off"
        value={trip.trackingNumber}
        error={errors.trackingNumber}
        onChange={(e) => onChange({ ...trip, trackingNumber: e.target.value })}
      />
    </fieldset>
  );
}
