/**
 * The page of a staff invitation's e-mailed link (/staff-invitation?token=…): who is invited and with which role, and
 * the password they choose, typed twice; then to the login page with the server's sentence. A link that no longer
 * opens anything (used, cancelled, expired) shows the server's reason and no form.
 */
import { MSG } from '@store/contracts/messages';
import { STAFF_ROLE_LABELS } from '@store/contracts/staff-roles';
import { UserRoundCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.ts';
import { errorMessage, translateMessage } from '../../lib/messages.ts';
import { useSearchParams } from '../../lib/router.tsx';
import authMessages from '../../locales/auth.ts';
import { useAcceptInvitation, useStaffInvitation } from './api/staff-invitation.ts';
import { FormCard } from './components/form-card.tsx';
import { AcceptPasswordForm, InvitationLoading, UnusableInvitation, useAcceptThenLogin } from './components/invitation-parts.tsx';

export function StaffInvitationPage() {
  const { t } = useTranslation(authMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useStaffInvitation(token);
  const accept = useAcceptInvitation(token);
  const onAccept = useAcceptThenLogin(accept.mutateAsync, { staff: true });

  if (!token || invitation.isError) {
    // no token at all reads as the server's own sentence for a link that opens nothing
    const reason = token ? errorMessage(invitation.error) : translateMessage(MSG.invitationInvalid);
    return <UnusableInvitation title={t('invitation.unusable')} reason={reason} />;
  }
  if (invitation.isPending) return <InvitationLoading />;

  const { name, email, role } = invitation.data;
  const roleName = t(`invitation.roles.${role}`, { defaultValue: STAFF_ROLE_LABELS[role] });
  return (
    <section className="px-4 py-10 sm:py-16">
      <FormCard
        icon={<UserRoundCheck className="size-6" />}
        title={t('invitation.title', { name, role: roleName })}
        // a long address breaks rather than leaving the card on a phone
        description={<span className="wrap-anywhere">{t('invitation.intro', { email })}</span>}
      >
        <AcceptPasswordForm onAccept={onAccept} pending={accept.isPending} submit={t('invitation.submit')} />
      </FormCard>
    </section>
  );
}
