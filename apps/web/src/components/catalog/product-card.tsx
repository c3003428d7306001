import type { ProductCard as Product, Variant } from '@store/contracts/catalog';
import { paths } from '@store/contracts/paths';
import { isStaffWithoutPrices } from '@store/contracts/staff-roles';
import { isVariantAvailable } from '@store/contracts/stock';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { CARD_PICTURE_SIZES, pictureSources } from '../../lib/picture-sources.ts';
import { Link } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.ts';
import { useCarousel } from '../../lib/use-carousel.ts';
import { useInView } from '../../lib/use-in-view.ts';
import catalogMessages from '../../locales/catalog.ts';
import { buttonClass } from '../ui/button.tsx';
import { ProductImage } from '../ui/product-image.tsx';
import { cardImage } from './card-image.ts';
import { PriceTag } from './price-tag.tsx';

interface ProductCardProps {
  product: Product;
  /** the first cards of a page load their picture eagerly */
  priority?: boolean;
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t } = useTranslation(catalogMessages);
  const [selected, setSelected] = useState<Variant | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const available = useMemo(() => product.product_variants.filter((v) => isVariantAvailable(v, product)), [product]);

  const wanted = cardImage(product, selected, false);
  const src = cardImage(product, selected, failedSrc === wanted);
  const discount = product.discount_value;
  const title = selected?.code ?? product.name;
  const href = paths.product(product.productid);
  // Staff who see no price (Bodega) are neither asked to register nor to log in: the card says what they see.
  const role = useSession()?.role;
  const staffWithoutPrices = isStaffWithoutPrices(role);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-stone-100">
        {/* The photo opens the product too; the name is its link for keyboards and screen readers. */}
        <Link to={href} tabIndex={-1} className="absolute inset-0">
          <CardPicture src={src} alt={product.name} priority={priority} onFailed={setFailedSrc} />
        </Link>
        {discount > 0 && (
          <span className="absolute top-3 left-3 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white">
            {t('card.off', { n: discount })}
          </span>
        )}
        {product.preventa && (
          <span className="absolute top-3 right-3 rounded-full bg-brand-800 px-2.5 py-1 text-xs font-semibold text-white">
            {t('card.pre-sale')}
          </span>
        )}
      </div>
      {discount > 0 && (
        <p className="bg-red-50 px-4 py-1.5 text-center text-xs font-semibold text-red-700">{t('card.discount-banner', { n: discount })}</p>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{product.marca.name}</p>
        <h3 className="min-h-10 text-sm leading-5 font-semibold text-stone-900" title={product.name}>
          {/* Clamped on the link itself: a long name's hidden third line is not a tap target over the colours. */}
          <Link to={href} className="line-clamp-2 hover:text-brand-700 hover:underline">
            {title}
          </Link>
        </h3>
        <VariantCarousel variants={available} selected={selected} onSelect={setSelected} />
        <p className="text-xs text-stone-500">{t('card.colors', { count: product.product_variants.length })}</p>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          {product.price === null && staffWithoutPrices ? (
            <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-600">{t('card.staff-view')}</p>
          ) : product.price === null ? (
            <>
              <p className="text-sm text-stone-600">{t('card.register-to-see')}</p>
              <Link to={paths.login} className={buttonClass('outline', 'md', 'w-full px-2 whitespace-nowrap')}>
                {t('card.login')}
              </Link>
            </>
          ) : (
            <>
              <PriceTag price={product.price} discount={discount} />
              <Link to={href} className={buttonClass('primary', 'md', 'w-full px-2 whitespace-nowrap')}>
                {t('card.buy')}
                <span className="sr-only">: {product.name}</span>
              </Link>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

interface CardPictureProps {
  src: string;
  alt: string;
  priority: boolean;
  onFailed: (src: string) => void;
}

/**
 * The card's picture over its skeleton pulse (docs/product.md §4). The picture is drawn as soon as it arrives, even in
 * the server's HTML before any script (it is the store's largest paint): one still loading is transparent, so
 * the pulse shows through until it is there. Its own component, so that settling re-renders only this.
 */
function CardPicture({ src, alt, priority, onFailed }: CardPictureProps) {
  // The address whose picture has loaded or failed: the pulse stops.
  const [settledSrc, setSettledSrc] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // A picture that arrived with the server's HTML fired its load event before the page hydrated, unheard.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setSettledSrc(src);
  }, [src]);
  return (
    <>
      {settledSrc !== src && <div data-testid="image-skeleton" className="absolute inset-0 animate-pulse bg-stone-200" />}
      <img
        ref={img}
        {...pictureSources(src, CARD_PICTURE_SIZES)}
        alt={alt}
        width={400}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => setSettledSrc(src)}
        onError={() => {
          setSettledSrc(src);
          onFailed(src);
        }}
        className="relative size-full object-contain p-3"
      />
    </>
  );
}

interface VariantCarouselProps {
  variants: Variant[];
  selected: Variant | null;
  onSelect: (variant: Variant | null) => void;
}

/** Colour thumbnails of the available variants: autoplays every 3 s; hover or click selects, leaving clears. */
function VariantCarousel({ variants, selected, onSelect }: VariantCarouselProps) {
  const { t } = useTranslation(catalogMessages);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  // Twenty carousels autoplaying off screen cost the phone's main thread; each starts when it comes into view.
  const active = useInView(viewport);
  const [ref] = useCarousel(
    { align: 'start', loop: variants.length > 3, dragFree: true, active },
    { delay: 3000, stopOnInteraction: false, stopOnMouseEnter: false },
  );
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      ref(node);
      setViewport(node);
    },
    [ref],
  );
  if (variants.length === 0) return <div className="h-12" />;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel of buttons, not a form fieldset
    <div ref={setRefs} role="group" aria-label={t('card.colors-label')} className="overflow-hidden" onMouseLeave={() => onSelect(null)}>
      <ul className="flex gap-2.5">
        {variants.map((v) => (
          <li key={v.prodvarid} className="min-w-0 shrink-0 basis-[calc((100%-10px)/2)] min-[480px]:basis-[calc((100%-20px)/3)]">
            <button
              type="button"
              title={v.code}
              aria-label={v.color.name}
              aria-pressed={selected?.prodvarid === v.prodvarid}
              onMouseEnter={() => onSelect(v)}
              onFocus={() => onSelect(v)}
              onClick={() => onSelect(v)}
              className={`flex h-12 w-full items-center gap-1.5 rounded-lg border bg-stone-50 px-1.5 ${selected?.prodvarid === v.prodvarid ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200 hover:border-stone-400'}`}
            >
              <ProductImage src={v.product_media[0]?.url} alt="" width={36} height={36} loading="lazy" className="size-9 object-contain" />
              <span className="size-3 shrink-0 rounded-full border border-black/10" style={{ backgroundColor: v.color.hexcode }} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-square bg-stone-200" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-3 w-1/3 rounded bg-stone-200" />
        <div className="h-4 w-4/5 rounded bg-stone-200" />
        <div className="h-12 rounded bg-stone-100" />
        <div className="h-10 rounded bg-stone-200" />
      </div>
    </div>
  );
}
