/**
 * «Personal» (Administrador): the staff's members with their role and state, the open invitations, and the dialogs
 * that invite someone, change a role, disable or enable an account, or cancel an invitation. A change closes the
 * member's open sessions; the server refuses one that would leave no active Administrador (its sentence in a toast).
 */
import type { StaffInvitation, StaffMember, StaffUpdateBody } from '@store/contracts/staff';
import { STAFF_ROLE_HINTS, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@store/contracts/staff-roles';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import adminStaffMessages from '../../../locales/admin-staff.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PageHeader, Panel } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toastAndClose } from '../components/toast-result.ts';
import { useCancelInvitation } from './api/cancel-invitation.ts';
import { useStaff } from './api/get-staff.ts';
import { useResendInvitation } from './api/resend-invitation.ts';
import { useUpdateStaff } from './api/update-staff.ts';
import { InvitationsTable } from './invitations-table.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { fullName, MembersTable } from './members-table.tsx';

/** The change a member's row asked for, waiting for its confirmation. */
type Change = { member: StaffMember } & ({ kind: 'role'; role: StaffRole } | { kind: 'status' });

export default function StaffPage() {
  const { t } = useTranslation(adminStaffMessages);
  const me = useSession()?.userid;
  const query = useStaff();
  const update = useUpdateStaff();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const [inviting, setInviting] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const [canceling, setCanceling] = useState<StaffInvitation | null>(null);

  const confirmChange = () => {
    if (!change) return;
    const body: StaffUpdateBody =
      change.kind === 'role' ? { role: change.role } : { status: change.member.status === 'APPROVED' ? 'DISABLED' : 'APPROVED' };
    update.mutate(
      { id: change.member.userid, body },
      toastAndClose(() => setChange(null)),
    );
  };

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setInviting(true)} className="whitespace-nowrap">
            <UserPlus className="size-4" aria-hidden="true" />
            {t('invite-button')}
          </Button>
        }
      />
      <QueryState query={query}>
        {({ staff, invitations }) => (
          <div className="flex flex-col gap-8">
            <section aria-labelledby="personal-miembros" className="flex flex-col gap-3">
              <h2 id="personal-miembros" className="text-base font-semibold text-stone-900">
                {t('members.title', { count: staff.length })}
              </h2>
              <MembersTable
                members={staff}
                me={me}
                busy={update.isPending}
                onRole={(member, role) => setChange({ member, kind: 'role', role })}
                onStatus={(member) => setChange({ member, kind: 'status' })}
              />
            </section>

            <section aria-labelledby="personal-invitaciones" className="flex flex-col gap-3">
              <h2 id="personal-invitaciones" className="text-base font-semibold text-stone-900">
                {t('invitations.title', { count: invitations.length })}
              </h2>
              {invitations.length === 0 ? (
                <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600">
                  {t('invitations.empty')}
                </p>
              ) : (
                <InvitationsTable
                  invitations={invitations}
                  resending={resend.isPending ? (resend.variables ?? null) : null}
                  onResend={(inv) =>
                    resend.mutate(inv.id, { onSuccess: (res) => notify.success(res.msg), onError: (e) => notify.error(e, 8000) })
                  }
                  onCancel={setCanceling}
                />
              )}
            </section>

            <Panel title={t('roles.title')}>
              <dl className="grid gap-3 sm:grid-cols-3">
                {STAFF_ROLES.map((role) => (
                  <div key={role} className="rounded-lg bg-stone-50 p-3">
                    <dt className="text-sm font-semibold text-stone-900">{STAFF_ROLE_LABELS[role]}</dt>
                    <dd className="mt-0.5 text-sm text-stone-600">{STAFF_ROLE_HINTS[role]}</dd>
                  </div>
                ))}
              </dl>
            </Panel>
          </div>
        )}
      </QueryState>

      <InviteDialog open={inviting} onOpenChange={setInviting} />

      <ConfirmDialog
        open={change !== null}
        onOpenChange={(o) => !o && setChange(null)}
        title={change ? changeTitle(t, change) : ''}
        description={
          change ? (
            <>
              {changeDescription(t, change)}
              {change.member.userid === me && <strong className="mt-2 block font-semibold text-stone-800">{t('confirm.self')}</strong>}
            </>
          ) : undefined
        }
        confirmLabel={change ? changeLabel(t, change) : ''}
        variant={change?.kind === 'status' && change.member.status === 'APPROVED' ? 'danger' : 'primary'}
        pending={update.isPending}
        onConfirm={confirmChange}
      />
      <ConfirmDialog
        open={canceling !== null}
        onOpenChange={(o) => !o && setCanceling(null)}
        title={canceling ? t('invitations.cancel-title', { email: canceling.email }) : ''}
        description={t('invitations.cancel-description')}
        confirmLabel={t('invitations.cancel-confirm')}
        variant="danger"
        pending={cancel.isPending}
        onConfirm={() =>
          canceling &&
          cancel.mutate(
            canceling.id,
            toastAndClose(() => setCanceling(null)),
          )
        }
      />
    </div>
  );
}

const disabling = (c: Change) => c.kind === 'status' && c.member.status === 'APPROVED';

function changeTitle(t: TFunction, c: Change) {
  const name = fullName(c.member);
  if (c.kind === 'role') return t('confirm.role-title', { name, role: STAFF_ROLE_LABELS[c.role] });
  return t(disabling(c) ? 'confirm.disable-title' : 'confirm.enable-title', { name });
}

function changeDescription(t: TFunction, c: Change) {
  if (c.kind === 'role') return t('confirm.role-description', { role: STAFF_ROLE_LABELS[c.role], hint: STAFF_ROLE_HINTS[c.role] });
  return t(disabling(c) ? 'confirm.disable-description' : 'confirm.enable-description');
}

function changeLabel(t: TFunction, c: Change) {
  if (c.kind === 'role') return t('confirm.role-confirm');
  return t(disabling(c) ? 'members.disable' : 'members.enable');
}
