import type { Banner } from '@store/contracts/catalog';
import { type CSSProperties, useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { pictureSources } from '../../../lib/picture-sources.ts';
import { Link } from '../../../lib/router.tsx';
import { useCarousel } from '../../../lib/use-carousel.ts';
import homeMessages from '../../../locales/home.ts';

export const BANNER_AUTOPLAY_MS = 10_000;
/** A banner spans the page's width. */
export const BANNER_PICTURE_SIZES = '100vw';
/** The shape banners are made in (1600 × 600), until the first one has loaded and told its own. */
const DEFAULT_ASPECT = 1600 / 600;

/** One banner at a time, looping, autoplaying every 10 s, swipe or drag, dots and no arrows (docs/product.md §2). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(homeMessages);
  const [ref, embla] = useCarousel({ loop: true }, { delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false });
  const [current, setCurrent] = useState(0);
  // Below lg every slide is a frame of the first banner's shape: the banner fills the phone's width whole,
  // and a video cannot stretch the carousel into a tall dark box around the pictures.
  const [aspect, setAspect] = useState(DEFAULT_ASPECT);
  const measure = (i: number, width: number, height: number) => {
    if (i === 0 && width > 0 && height > 0) setAspect(width / height);
  };

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banners')}
      className="relative"
      style={{ '--banner-aspect': String(aspect) } as CSSProperties}
    >
      <div ref={ref} className="overflow-hidden">
        <div className="flex">
          {banners.map((banner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
            <div
              key={banner.bannerid}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { n: i + 1, total: banners.length })}
              className="relative flex aspect-(--banner-aspect) min-h-0 min-w-0 shrink-0 overflow-hidden grow-0 basis-full items-center justify-center bg-brand-900 lg:aspect-auto lg:max-h-[600px]"
            >
              {banner.link && <BannerButton link={banner.link} n={i + 1} />}
              {banner.type === 'video' ? (
                <video
                  src={banner.url}
                  muted
                  loop
                  autoPlay
                  playsInline
                  preload="metadata"
                  onLoadedMetadata={(e) => measure(i, e.currentTarget.videoWidth, e.currentTarget.videoHeight)}
                  className="size-full object-cover lg:h-[600px] lg:max-h-[60vh]"
                />
              ) : (
                <img
                  {...pictureSources(banner.url, BANNER_PICTURE_SIZES)}
                  alt={t('banner-alt', { n: i + 1 })}
                  width={1600}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  onLoad={(e) => measure(i, e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)}
                  className="size-full object-cover lg:h-auto lg:max-h-[600px]"
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        // On a phone the dots sit under the banner, where they cover none of its text.
        <div className="flex justify-center gap-2 py-1.5 lg:absolute lg:inset-x-0 lg:bottom-3 lg:py-0">
          {banners.map((banner, i) => (
            <button
              key={banner.bannerid}
              type="button"
              aria-label={t('go-to-slide', { n: i + 1 })}
              aria-current={i === current}
              onClick={() => embla?.scrollTo(i)}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-brand-700 lg:bg-white' : 'w-2.5 bg-stone-400 lg:bg-white/60'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * A banner's button, where the back office's link leads: a path of the store inside the app, an https
 * address in a new tab (another site).
 */
export function BannerButton({ link, n }: { link: string; n: number }) {
  const { t } = useTranslation(homeMessages);
  const className = buttonClass('accent', 'md', 'absolute right-3 bottom-3 z-10 shadow-lg sm:right-6 sm:bottom-6');
  const label = t('banner-cta-label', { n });
  if (link.startsWith('/'))
    return (
      <Link to={link} className={className} aria-label={label}>
        {t('banner-cta')}
      </Link>
    );
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {t('banner-cta')}
    </a>
  );
}
