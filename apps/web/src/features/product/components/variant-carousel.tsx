import type { Variant } from '@store/contracts/catalog';
import { DEFAULT_IMAGE_URL } from '@store/contracts/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCarousel } from '../../../lib/use-carousel.ts';
import productMessages from '../../../locales/product.ts';

interface VariantCarouselProps {
  variants: Variant[];
  selectedId: number | null;
  onSelect: (variant: Variant) => void;
  /** colours that cannot be bought now: greyed, marked «Agotado», still chosen to see their pictures */
  soldOut?: ReadonlySet<number>;
}

/**
 * 'Colores disponibles': at most three at a time; hover or click selects; the colour is the tooltip, the code the title.
 * A sold-out colour is listed too, greyed with «Agotado» (decision 019): chosen, it shows its pictures and the alert.
 * Three tiles fit a 390 px phone: the swatch sits on the picture and the code keeps to one line (its full
 * text, with the colour, is the tooltip should a narrow screen cut it).
 */
export function VariantCarousel({ variants, selectedId, onSelect, soldOut = new Set() }: VariantCarouselProps) {
  const { t } = useTranslation(productMessages);
  const [ref, embla] = useCarousel({ align: 'start', containScroll: 'trimSnaps' });
  return (
    <section aria-labelledby="colors-heading" className="flex flex-col gap-3">
      <h2 id="colors-heading" className="text-sm font-semibold text-stone-800">
        {t('colors')}
      </h2>
      {variants.length === 0 ? (
        <p className="text-sm text-stone-600">{t('no-variants')}</p>
      ) : (
        <div className="flex items-center gap-1 sm:gap-2">
          {variants.length > 3 && (
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              aria-label={t('previous-colors')}
              className="shrink-0 rounded-full p-0.5 text-stone-600 hover:bg-stone-100 sm:p-1"
            >
              <ChevronLeft className="size-5" />
            </button>
          )}
          {/* The padding keeps the chosen tile's ring inside the carousel's clipping edge. */}
          <div ref={ref} className="min-w-0 flex-1 overflow-hidden p-0.5">
            <ul className="flex gap-2 sm:gap-2.5">
              {variants.map((v) => {
                const active = v.prodvarid === selectedId;
                const out = soldOut.has(v.prodvarid);
                return (
                  <li key={v.prodvarid} className="min-w-0 shrink-0 basis-[calc((100%-16px)/3)] sm:basis-[calc((100%-20px)/3)]">
                    <button
                      type="button"
                      title={
                        out ? t('code-sold-out', { code: v.code, color: v.color.name }) : t('code', { code: v.code, color: v.color.name })
                      }
                      aria-pressed={active}
                      onMouseEnter={() => onSelect(v)}
                      onClick={() => onSelect(v)}
                      className={`flex w-full min-w-0 flex-col items-center gap-1 rounded-xl border p-1 sm:p-2 ${out ? 'bg-stone-50' : 'bg-white'} ${active ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200 hover:border-stone-400'}`}
                    >
                      <span className="relative">
                        <img
                          src={v.product_media[0]?.url ?? DEFAULT_IMAGE_URL}
                          alt=""
                          width={72}
                          height={72}
                          className={`size-16 object-contain ${out ? 'opacity-45 grayscale' : ''}`}
                        />
                        {out && (
                          <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 rounded bg-stone-700/85 py-0.5 text-center text-[10px] leading-3 font-bold tracking-wide text-white uppercase">
                            {t('sold-out')}
                          </span>
                        )}
                        <span
                          className="absolute right-0 bottom-0 size-3.5 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
                          style={{ backgroundColor: v.color.hexcode }}
                        />
                      </span>
                      <span
                        data-testid="variant-code"
                        className={`block w-full truncate text-center text-[11px] leading-4 font-semibold tracking-tight sm:text-xs sm:tracking-normal ${out ? 'text-stone-500' : 'text-stone-800'}`}
                      >
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
              className="shrink-0 rounded-full p-0.5 text-stone-600 hover:bg-stone-100 sm:p-1"
            >
              <ChevronRight className="size-5" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
