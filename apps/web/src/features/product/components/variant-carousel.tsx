import type { Variant } from '@store/contracts/catalog';
import { DEFAULT_IMAGE_URL } from '@store/contracts/constants';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface VariantCarouselProps {
  variants: Variant[];
  selectedId: number | null;
  onSelect: (variant: Variant) => void;
}

/** 'Colores disponibles': at most three at a time; hover or click selects; the colour is the tooltip, the code the title. */
export function VariantCarousel({ variants, selectedId, onSelect }: VariantCarouselProps) {
  const { t } = useTranslation('product');
  const [ref, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  return (
    <section aria-labelledby="colors-heading" className="flex flex-col gap-3">
      <h2 id="colors-heading" className="text-sm font-semibold text-stone-800">
        {t('colors')}
      </h2>
      {variants.length === 0 ? (
        <p className="text-sm text-stone-600">{t('no-variants')}</p>
      ) : (
        <div className="flex items-center gap-2">
          {variants.length > 3 && (
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              aria-label={t('previous-colors')}
              className="rounded-full p-1 text-stone-600 hover:bg-stone-100"
            >
              <ChevronLeft className="size-5" />
            </button>
          )}
          <div ref={ref} className="flex-1 overflow-hidden">
            <ul className="flex gap-2.5">
              {variants.map((v) => {
                const active = v.prodvarid === selectedId;
                return (
                  <li key={v.prodvarid} className="min-w-0 shrink-0 basis-[calc((100%-20px)/3)]">
                    <button
                      type="button"
                      title={v.color.name}
                      aria-pressed={active}
                      onMouseEnter={() => onSelect(v)}
                      onClick={() => onSelect(v)}
                      className={`flex w-full flex-col items-center gap-1 rounded-xl border bg-white p-2 ${active ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200 hover:border-stone-400'}`}
                    >
                      <img
                        src={v.product_media[0]?.url ?? DEFAULT_IMAGE_URL}
                        alt=""
                        width={72}
                        height={72}
                        className="size-16 object-contain"
                      />
                      <span className="flex items-center gap-1.5 text-xs font-semibold text-stone-800">
                        <span className="size-3 rounded-full border border-black/15" style={{ backgroundColor: v.color.hexcode }} />
                        {v.code}
                      </span>
                      <span className="sr-only">{v.color.name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          {variants.length > 3 && (
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              aria-label={t('next-colors')}
              className="rounded-full p-1 text-stone-600 hover:bg-stone-100"
            >
              <ChevronRight className="size-5" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
