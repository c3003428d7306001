/**
 * The staff's members: name, e-mail, role (a select that asks before it changes), state, since when, and the button
 * that disables or enables the account. On a phone each row is drawn as a card.
 */
import type { StaffMember } from '@store/contracts/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@store/contracts/staff-roles';
import { UserCheck, UserX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/store-time.ts';
import adminStaffMessages from '../../../locales/admin-staff.ts';
import { Th } from '../components/data-table.tsx';

/** a cell: part of the card on a phone, a padded table cell from `md` up */
const cell = 'block md:table-cell md:px-4 md:py-3 md:align-middle';

export const fullName = (m: { name: string; lastname: string }) => `${m.name} ${m.lastname}`.trim();

export function MembersTable({
  members,
  me,
  busy,
  onRole,
  onStatus,
}: {
  members: StaffMember[];
  /** the signed-in member's id: their row says «Usted» */
  me: number | undefined;
  /** a change is being saved: the controls wait for its answer */
  busy: boolean;
  onRole: (member: StaffMember, role: StaffRole) => void;
  onStatus: (member: StaffMember) => void;
}) {
  const { t } = useTranslation(adminStaffMessages);
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{t('members.caption')}</caption>
        <thead className="hidden md:table-header-group">
          <tr>
            <Th>{t('members.name')}</Th>
            <Th>{t('members.email')}</Th>
            <Th>{t('members.role')}</Th>
            <Th>{t('members.status')}</Th>
            <Th>{t('members.since')}</Th>
            <Th className="text-right">{t('members.actions')}</Th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {members.map((m) => {
            const name = fullName(m);
            const active = m.status === 'APPROVED';
            return (
              <tr
                key={m.userid}
                className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border p-4 shadow-sm md:table-row md:rounded-none md:border-x-0 md:border-t md:border-b-0 md:border-stone-100 md:p-0 md:shadow-none ${
                  active ? 'border-stone-200 bg-white md:hover:bg-stone-50' : 'border-dashed border-stone-300 bg-stone-50 md:bg-stone-50'
                }`}
              >
                <td className={`${cell} col-start-1 row-start-1 min-w-0`}>
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <span className={`font-semibold ${active ? 'text-stone-900' : 'text-stone-500'}`}>{name}</span>
                    {m.userid === me && <Badge tone="brand">{t('members.you')}</Badge>}
                  </span>
                </td>
                <td className={`${cell} col-span-2 row-start-2 break-words text-stone-700`}>{m.email}</td>
                <td className={`${cell} col-span-2 row-start-3`}>
                  <select
                    aria-label={t('members.role-of', { name })}
                    value={m.role}
                    disabled={busy}
                    onChange={(e) => onRole(m, e.target.value as StaffRole)}
                    className={`${inputClass} h-10 text-sm md:w-40`}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {STAFF_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className={`${cell} col-start-2 row-start-1 justify-self-end`}>
                  <Badge tone={active ? 'green' : 'gray'} dot>
                    {t(`members.status-${m.status}`)}
                  </Badge>
                </td>
                <td className={`${cell} col-start-1 row-start-4 text-xs whitespace-nowrap text-stone-600 md:text-sm md:text-stone-800`}>
                  <span className="md:hidden">{t('members.since-on', { date: formatDate(m.createdAt) })}</span>
                  <span className="hidden md:inline">{formatDate(m.createdAt)}</span>
                </td>
                <td className={`${cell} col-start-2 row-start-4 text-right whitespace-nowrap`}>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => onStatus(m)}
                    aria-label={t(active ? 'members.disable-of' : 'members.enable-of', { name })}
                    className={active ? 'hover:!border-red-600 hover:!text-red-700' : ''}
                  >
                    {active ? <UserX className="size-4" aria-hidden="true" /> : <UserCheck className="size-4" aria-hidden="true" />}
                    {t(active ? 'members.disable' : 'members.enable')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
