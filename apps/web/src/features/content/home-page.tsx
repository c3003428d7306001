/**
 * The home page: the banners, a welcome that knows whether a distributor is signed in, why buy here, best
 * sellers and new arrivals (the catalogue's lists) and the bottom banner.
 */

import { PREVIEW_SIZE, paths, previewPicturePath } from '@store/contracts/paths';
import { isStaffWithoutPrices } from '@store/contracts/staff-roles';
import { ArrowRight, BadgePercent, Boxes, ShieldCheck, Truck } from 'lucide-react';
import { ProductGrid } from '../../components/catalog/product-grid.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pictureSources } from '../../lib/picture-sources.ts';
import { Link } from '../../lib/router.tsx';
import { displayName, useSession } from '../../lib/session.ts';
import { pageTitle, usePageHead } from '../../lib/ssr.ts';
import homeMessages from '../../locales/home.ts';
import { useBanners } from './api/get-banners.ts';
import { useMostSelled, useNewArrived } from './api/get-home-lists.ts';
import { BANNER_PICTURE_SIZES, BannerButton, BannerCarousel } from './components/banner-carousel.tsx';
import { organizationJsonLd } from './organization.ts';

export function HomePage() {
  const { t } = useTranslation(homeMessages);
  const user = useSession();
  // Bodega sees no price: the store neither promises it its prices nor lists orders it does not place.
  const staffWithoutPrices = isStaffWithoutPrices(user?.role);
  const banners = useBanners();
  const best = useMostSelled();
  const fresh = useNewArrived();
  const slides = (banners.data ?? []).filter((b) => b.type !== 'bottom');
  const bottom = (banners.data ?? []).find((b) => b.type === 'bottom');
  const { t: tc } = useTranslation();
  // The first slide is the page's largest picture: the browser asks for it with the HTML.
  const firstSlide = slides[0]?.type === 'image' ? pictureSources(slides[0].url, BANNER_PICTURE_SIZES) : undefined;
  usePageHead({
    title: pageTitle(tc('meta.home-title')),
    description: tc('meta.home-description'),
    ...(firstSlide && { preloadImage: firstSlide }),
    ...(best.data?.[0] && { image: { url: previewPicturePath(best.data[0].productid), ...PREVIEW_SIZE, alt: best.data[0].name } }),
    jsonLd: [organizationJsonLd()],
  });

  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{t('eyebrow')}</p>
          <h1 className="max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">
            {user ? t('welcome-back', { company: displayName(user) }) : t('welcome')}
          </h1>
          {/* A distributor who is logged in is not asked to log in again: the way in is the catalogue. */}
          <p className="max-w-2xl text-base text-brand-100 sm:text-lg">
            {staffWithoutPrices ? t('intro-staff') : user ? t('intro-signed-in') : t('intro')}
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            {user ? (
              <>
                <Link to={paths.store} className={buttonClass('accent', 'lg')}>
                  {t('see-catalog')} <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
                {!staffWithoutPrices && (
                  <Link
                    to={paths.orders}
                    className="inline-flex h-12 items-center justify-center rounded-lg border border-white/40 px-6 font-semibold text-white transition-colors hover:bg-white/10"
                  >
                    {t('my-orders')}
                  </Link>
                )}
              </>
            ) : (
              <>
                <Link to={paths.login} className={buttonClass('accent', 'lg')}>
                  {t('login')}
                </Link>
                <Link
                  to={paths.register}
                  className="inline-flex h-12 items-center justify-center rounded-lg border border-white/40 px-6 font-semibold text-white transition-colors hover:bg-white/10"
                >
                  {t('register')}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      {banners.isPending ? (
        <div className="h-[240px] animate-pulse bg-stone-200 sm:h-[420px]" />
      ) : (
        slides.length > 0 && <BannerCarousel banners={slides} />
      )}

      <section aria-labelledby="best-sellers" className="mx-auto max-w-7xl px-4 pt-12">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="best-sellers" className="text-2xl font-bold text-stone-900">
            {t('best-sellers')}
          </h2>
          <Link to={paths.store} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('see-all')}
          </Link>
        </div>
        <ProductGrid products={best.data} loading={best.isPending} columns="grid-cols-2 lg:grid-cols-4" eager={2} />
      </section>

      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 pt-14">
        <h2 id="why-us" className="sr-only">
          {t('why.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { icon: Boxes, key: 'boxes' },
            { icon: BadgePercent, key: 'prices' },
            { icon: Truck, key: 'shipping' },
            { icon: ShieldCheck, key: 'trust' },
          ].map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-semibold text-stone-900">{t(`why.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-stone-600">{t(`why.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="new-arrivals" className="mx-auto max-w-7xl px-4 pt-14">
        <h2 id="new-arrivals" className="mb-6 flex items-center justify-center gap-3 text-center text-2xl font-bold text-stone-900">
          <span aria-hidden="true" className="text-accent-500">
            »
          </span>
          {t('new-arrivals')}
          <span aria-hidden="true" className="text-accent-500">
            «
          </span>
        </h2>
        <ProductGrid products={fresh.data} loading={fresh.isPending} columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4" eager={0} />
      </section>

      {bottom && (
        <section className="mx-auto max-w-7xl px-4 pt-14">
          <div className="relative">
            {bottom.link && <BannerButton link={bottom.link} n={slides.length + 1} />}
            <img
              src={bottom.url}
              alt={t('bottom-banner')}
              width={1600}
              height={448}
              loading="lazy"
              className="max-h-[28rem] w-full rounded-2xl object-cover"
            />
          </div>
        </section>
      )}

      <section aria-labelledby="see-more" className="mx-auto max-w-7xl px-4 pt-14">
        <div className="flex flex-col items-center gap-5 rounded-3xl bg-brand-50 px-6 py-12 text-center">
          <h2 id="see-more" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {user ? t('next-order') : t('see-more')}
          </h2>
          <p className="max-w-xl text-stone-700">{user ? t('next-order-text') : t('see-more-text')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {user ? (
              <Link to={paths.preSale} className={buttonClass('primary', 'lg')}>
                {t('see-pre-sale')}
              </Link>
            ) : (
              <Link to={paths.register} className={buttonClass('primary', 'lg')}>
                {t('register')}
              </Link>
            )}
            <Link to={paths.store} className={buttonClass('outline', 'lg')}>
              {user ? t('see-catalog') : t('go-to-store')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
