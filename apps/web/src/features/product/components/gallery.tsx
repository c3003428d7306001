import { GALLERY_IMAGE_EXTENSIONS } from '@store/contracts/constants';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import productMessages from '../../../locales/product.ts';

const allowed = new RegExp(`\\.(${GALLERY_IMAGE_EXTENSIONS.join('|')})(\\?.*)?$`, 'i');

/** The main picture: the page's width on a phone, its left half from lg (product-page.tsx's two columns). */
export const GALLERY_PICTURE_SIZES = '(min-width: 64rem) 40vw, 100vw';

/** Only pictures of the allowed types reach the gallery (docs/product.md §2). */
export function galleryImages(media: { url: string }[]): string[] {
  return media.map((m) => m.url).filter((url) => allowed.test(url));
}

interface GalleryProps {
  images: string[];
  current: number;
  onSelect: (index: number) => void;
  alt: string;
}

export function Gallery({ images, current, onSelect, alt }: GalleryProps) {
  const { t } = useTranslation(productMessages);
  return (
    <div className="flex min-w-0 flex-col-reverse gap-3 sm:flex-row">
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto sm:flex-col">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-label={t('picture', { n: i + 1 })}
                aria-current={i === current}
                className={`size-16 overflow-hidden rounded-lg border-2 bg-white sm:size-20 ${i === current ? 'border-brand-600' : 'border-stone-200 hover:border-stone-400'}`}
              >
                <ProductImage src={url} alt="" width={80} height={80} className="size-full object-contain p-1" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="aspect-square w-full min-w-0 flex-1 overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <ProductImage
          src={images[current]}
          alt={alt}
          width={640}
          height={640}
          sizes={GALLERY_PICTURE_SIZES}
          fetchPriority="high"
          className="size-full object-contain p-6"
        />
      </div>
    </div>
  );
}
