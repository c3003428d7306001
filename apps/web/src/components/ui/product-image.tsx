import { DEFAULT_IMAGE_URL } from '@store/contracts/constants';
import { type ImgHTMLAttributes, useState } from 'react';

/** An image that falls back silently to the store's placeholder when missing or broken (SPEC.md 8). */
export function ProductImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? DEFAULT_IMAGE_URL : src;
  return <img src={shown} alt={alt} onError={() => setFailed(src ?? null)} {...props} />;
}
