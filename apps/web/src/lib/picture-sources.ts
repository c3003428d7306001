import { fittedPictureUrl, isFittablePicture, PICTURE_WIDTHS } from '@store/contracts/paths';

/** What an <img> (or its preload) asks for: one address, or a photo's widths for the browser to pick from. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A photo of ours offered in every width of PICTURE_WIDTHS as WebP (the server makes each with its first
 * request), `sizes` telling the browser how wide the layout shows it; a vector or a file of the app as it is.
 */
export function pictureSources(url: string, sizes: string): PictureSources {
  if (!isFittablePicture(url)) return { src: url };
  return {
    src: fittedPictureUrl(url, 640),
    srcSet: PICTURE_WIDTHS.map((w) => `${fittedPictureUrl(url, w)} ${w}w`).join(', '),
    sizes,
  };
}

/** How wide a product card's picture is shown: half a phone, a third of a tablet, a quarter of a desktop. */
export const CARD_PICTURE_SIZES = '(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw';
