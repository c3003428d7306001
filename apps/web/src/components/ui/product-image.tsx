import { DEFAULT_IMAGE_URL } from '@store/contracts/constants';
import { type ImgHTMLAttributes, useState } from 'react';
import { pictureSources } from '../../lib/picture-sources.ts';

/**
 * An image that falls back silently to the store's placeholder when missing or broken (docs/product.md §8). A photo
 * comes in the width the layout shows it: `sizes`, or its `width` in pixels when it is shown at a fixed size.
 */
export function ProductImage({ src, alt, sizes, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? DEFAULT_IMAGE_URL : src;
  const sources = pictureSources(shown, sizes ?? (props.width ? `${props.width}px` : '100vw'));
  return <img {...sources} alt={alt} onError={() => setFailed(src ?? null)} {...props} />;
}
