import type { Banner } from '@store/contracts/catalog';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const BANNER_AUTOPLAY_MS = 10_000;

/** One banner at a time, looping, autoplaying every 10 s, swipe or drag, dots and no arrows (SPEC.md 2). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const [ref, embla] = useEmblaCarousel({ loop: true }, [Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false })]);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return (
    <section aria-roledescription="carousel" aria-label={t('banners')} className="relative">
      <div ref={ref} className="overflow-hidden">
        <div className="flex">
          {banners.map((banner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
            <div
              key={banner.bannerid}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { n: i + 1, total: banners.length })}
              className="flex max-h-[600px] min-w-0 shrink-0 grow-0 basis-full items-center justify-center bg-brand-900"
            >
              {banner.type === 'video' ? (
                <video
                  src={banner.url}
                  muted
                  loop
                  autoPlay
                  playsInline
                  preload="metadata"
                  className="h-[600px] max-h-[60vh] w-full object-cover"
                />
              ) : (
                <img
                  src={banner.url}
                  alt={t('banner-alt', { n: i + 1 })}
                  width={1600}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className="max-h-[600px] w-full object-cover"
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
          {banners.map((banner, i) => (
            <button
              key={banner.bannerid}
              type="button"
              aria-label={t('go-to-slide', { n: i + 1 })}
              aria-current={i === current}
              onClick={() => embla?.scrollTo(i)}
              className="flex size-6 items-center justify-center"
            >
              <span className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
