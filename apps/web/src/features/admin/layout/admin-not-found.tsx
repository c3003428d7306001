import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import adminMessages from '../../../locales/admin.ts';
import { adminPaths } from '../admin-paths.ts';

export default function AdminNotFound() {
  const { t } = useTranslation(adminMessages);
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-lg text-stone-700">{t('not-found')}</p>
      <Link to={adminPaths.dashboard} className={buttonClass('outline')}>
        {t('back-to-dashboard')}
      </Link>
    </div>
  );
}
