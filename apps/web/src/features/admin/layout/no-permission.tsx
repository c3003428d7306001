import { STAFF_ROLE_LABELS, type StaffRole } from '@store/contracts/staff-roles';
import { ShieldAlert } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import adminMessages from '../../../locales/admin.ts';

/** What a member of the staff sees instead of a page their role may not open, and the way to their own first page. */
export function NoPermission({ role, to, page }: { role: StaffRole; to: string; page: string }) {
  const { t } = useTranslation(adminMessages);
  return (
    <section
      aria-labelledby="sin-permiso"
      className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <title>{`${t('no-permission.title')} · ${t('title')} · Calzado Andino`}</title>
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldAlert className="size-6" />
      </span>
      <h1 id="sin-permiso" className="text-xl font-bold text-stone-900">
        {t('no-permission.title')}
      </h1>
      <p className="text-sm text-stone-600">{t('no-permission.text', { role: STAFF_ROLE_LABELS[role] })}</p>
      <Link to={to} className={buttonClass('primary')}>
        {t('no-permission.go', { page })}
      </Link>
    </section>
  );
}
