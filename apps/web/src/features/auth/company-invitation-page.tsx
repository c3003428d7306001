/**
 * The page of a company invitation's e-mailed link (/company-invitation?token=…, docs/product.md §28): which company
 * and role, and the password the person chooses; then to the login page with the server's sentence. A link that no
 * longer opens anything (used, cancelled, expired) shows the server's reason and no form.
 */
import { COMPANY_ROLE_LABELS } from '@store/contracts/company';
import { MSG } from '@store/contracts/messages';
import { Building2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.ts';
import { errorMessage, translateMessage } from '../../lib/messages.ts';
import { useSearchParams } from '../../lib/router.tsx';
import authMessages from '../../locales/auth.ts';
import { useAcceptCompanyInvitation, useCompanyInvitation } from './api/company-invitation.ts';
import { FormCard } from './components/form-card.tsx';
import { AcceptPasswordForm, InvitationLoading, UnusableInvitation, useAcceptThenLogin } from './components/invitation-parts.tsx';

export function CompanyInvitationPage() {
  const { t } = useTranslation(authMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useCompanyInvitation(token);
  const accept = useAcceptCompanyInvitation(token);
  const onAccept = useAcceptThenLogin(accept.mutateAsync);

  if (!token || invitation.isError) {
    const reason = token ? errorMessage(invitation.error) : translateMessage(MSG.companyInvitationInvalid);
    return <UnusableInvitation title={t('company-invitation.unusable')} reason={reason} />;
  }
  if (invitation.isPending) return <InvitationLoading />;

  const { name, email, company_name, company_role } = invitation.data;
  const role = t(`company-invitation.roles.${company_role}`, { defaultValue: COMPANY_ROLE_LABELS[company_role] });
  return (
    <section className="px-4 py-10 sm:py-16">
      <FormCard
        icon={<Building2 className="size-6" />}
        title={t('company-invitation.title', { name, company: company_name })}
        description={<span className="wrap-anywhere">{t(`company-invitation.intro.${company_role}`, { email, role })}</span>}
      >
        <AcceptPasswordForm onAccept={onAccept} pending={accept.isPending} submit={t('company-invitation.submit')} />
      </FormCard>
    </section>
  );
}
