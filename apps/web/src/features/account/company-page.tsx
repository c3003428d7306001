/**
 * «Mi empresa» (/company, docs/product.md §27, §28): the company's people and its branches. Its owner invites people,
 * sets their roles and order limits and keeps the branches; the others of the company see them.
 */
import { Building2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import accountMessages from '../../locales/account.ts';
import { usePeople } from './api/company-people.ts';
import { BranchesSection } from './components/branches-section.tsx';
import { PeopleSection } from './components/people-section.tsx';

export function CompanyPage() {
  const { t } = useTranslation(accountMessages);
  const user = useSession();
  const people = usePeople();
  const owner = user?.company_role === 'OWNER';
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <Building2 aria-hidden="true" className="size-4" />
          {people.data?.company_name ?? user?.company_name}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('company.title')}</h1>
        <p className="text-stone-600">{t(owner ? 'company.intro-owner' : 'company.intro')}</p>
      </header>
      <PeopleSection owner={owner} />
      <BranchesSection owner={owner} />
    </section>
  );
}
