/**
 * /admin/banners: what the home page shows around the catalogue: the carousel and bottom banners, and the
 * brand publicity (the footer's strip and the landing promos), each section in its own file.
 */
import { useTranslation } from '../../../lib/i18n.ts';
import adminCatalogMessages from '../../../locales/admin-catalog.ts';
import { PageHeader } from '../components/page-header.tsx';
import { BannerSections } from './banner-sections.tsx';
import { PublicitySection } from './publicity-section.tsx';

export default function BannersPage() {
  const { t } = useTranslation(adminCatalogMessages);
  return (
    <>
      <PageHeader title={t('banners.title')} description={t('banners.description')} />
      <div className="flex flex-col gap-6">
        <BannerSections />
        <PublicitySection />
      </div>
    </>
  );
}
