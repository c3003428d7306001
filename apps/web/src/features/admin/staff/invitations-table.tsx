/**
 * The open invitations: to whom, with which role, who sent it and until when its link opens the account («Vencida»
 * past it), with «Reenviar» (a new link) and «Cancelar». On a phone each row is drawn as a card.
 */
import type { StaffInvitation } from '@store/contracts/staff';
import { STAFF_ROLE_LABELS } from '@store/contracts/staff-roles';
import { Send, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDate, storeTimeZone } from '../../../lib/store-time.ts';
import adminStaffMessages from '../../../locales/admin-staff.ts';
import { Th } from '../components/data-table.tsx';
import { fullName } from './members-table.tsx';

const cell = 'block md:table-cell md:px-4 md:py-3 md:align-middle';

/** The hour of an instant on the store's clock («6:08 a. m.»). */
const hour = new Intl.DateTimeFormat('es-EC', { timeStyle: 'short', timeZone: storeTimeZone });
const hourOf = (at: string) => hour.format(new Date(at));

/** An e-mail that may wrap before its «@» (a long one would widen the table past the screen), nowhere else. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

export function InvitationsTable({
  invitations,
  resending,
  onResend,
  onCancel,
}: {
  invitations: StaffInvitation[];
  /** the invitation being sent again */
  resending: number | null;
  onResend: (invitation: StaffInvitation) => void;
  onCancel: (invitation: StaffInvitation) => void;
}) {
  const { t } = useTranslation(adminStaffMessages);
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{t('invitations.caption')}</caption>
        <thead className="hidden md:table-header-group">
          <tr>
            <Th>{t('invitations.who')}</Th>
            <Th>{t('invitations.role')}</Th>
            <Th>{t('invitations.invited-by')}</Th>
            <Th>{t('invitations.expires')}</Th>
            <Th className="text-right">{t('invitations.actions')}</Th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {invitations.map((inv) => (
            <tr
              key={inv.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0 md:shadow-none md:hover:bg-stone-50"
            >
              <td className={`${cell} col-start-1 row-start-1 min-w-0`}>
                <p className="font-semibold break-words text-stone-900">
                  <Email address={inv.email} />
                </p>
                <p className="text-stone-700">{fullName(inv)}</p>
              </td>
              <td className={`${cell} col-start-2 row-start-1 self-start justify-self-end md:self-auto`}>
                <Badge tone="brand">{STAFF_ROLE_LABELS[inv.role]}</Badge>
              </td>
              <td className={`${cell} col-span-2 row-start-2 text-xs text-stone-600 md:text-sm md:text-stone-800`}>
                <span className="md:hidden">{t('invitations.invited-by-name', { name: inv.invitedBy || t('invitations.unknown') })}</span>
                <span className="hidden md:inline">{inv.invitedBy || t('invitations.unknown')}</span>
              </td>
              <td className={`${cell} col-span-2 row-start-3 md:whitespace-nowrap`}>
                {inv.expired ? (
                  <Badge tone="red">{t('invitations.expired')}</Badge>
                ) : (
                  <span className="text-xs text-stone-600 md:text-sm md:text-stone-800">
                    <span className="md:hidden">{t('invitations.expires-on', { date: formatDate(inv.expiresAt, true) })}</span>
                    {/* the day, and its hour under it: the table keeps its room for the buttons */}
                    <span className="hidden md:flex md:flex-col">
                      <span>{formatDate(inv.expiresAt)}</span>
                      <span className="text-xs text-stone-500">{hourOf(inv.expiresAt)}</span>
                    </span>
                  </span>
                )}
              </td>
              <td className={`${cell} col-span-2 row-start-4 mt-1 text-right whitespace-nowrap md:mt-0`}>
                <div className="inline-flex gap-2">
                  <Button
                    size="sm"
                    variant={inv.expired ? 'primary' : 'outline'}
                    disabled={resending !== null}
                    onClick={() => onResend(inv)}
                    aria-label={t('invitations.resend-of', { email: inv.email })}
                  >
                    <Send className="size-4" aria-hidden="true" />
                    {resending === inv.id ? t('invitations.resending') : t('invitations.resend')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="hover:!bg-red-50 hover:!text-red-700"
                    onClick={() => onCancel(inv)}
                    aria-label={t('invitations.cancel-of', { email: inv.email })}
                  >
                    <X className="size-4" aria-hidden="true" />
                    {t('invitations.cancel')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
