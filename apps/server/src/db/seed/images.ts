/**
 * The demo images in the storage's public area, drawn as small SVG files: product pictures (product-svg.ts: shoe, ball and accessory
 * silhouettes in a variant's colour, four compositions), brand logos, promo images and banners (banner-svg.ts).
 * Everything is generated from code, written (DATA_DIR/media or the bucket's media/) only when missing and served as
 * `/media/...`. Product pictures are keyed by silhouette + colour + angle, so however large the
 * catalogue is, it reuses a pool of a few hundred files.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { staticDir } from '../../paths.ts';
import type { Storage } from '../../plugins/storage.ts';
import { BANNERS, BOTTOM, brandLogoSvg, PROMOS, wideSvg } from './banner-svg.ts';
import { BRANDS, brandBySlug, PALETTE } from './palette-and-brands.ts';
import { ANGLES, productSvg, SILHOUETTES, type Silhouette } from './product-svg.ts';

export interface ImagePool {
  /** `/media/products/<silhouette>-<rrggbb>-<angle>.svg`; throws for a colour outside the pool */
  productImageUrl(sil: Silhouette, hex: string, angle: number): string;
  brandLogoUrl(slug: string): string;
  /** wide promotional images for the landing page (brand publicity, landing = true) */
  promoUrls: { slug: string; url: string }[];
  bannerImageUrls: string[];
  bottomBannerUrl: string;
  /** null when the committed video file is not there */
  videoBannerUrl: string | null;
  /** files in the pool / written by this call */
  files: number;
  written: number;
}

const SVG = 'image/svg+xml';

export const VIDEO_SOURCE = path.join(staticDir, 'media-seed/banner-video.webm');

const productFile = (sil: Silhouette, hex: string, angle: number) => `${sil}-${hex.replace('#', '').toLowerCase()}-${ANGLES[angle]}.svg`;

type Folder = 'products' | 'brands' | 'banners';

/** Writes in rounds of this many: a bucket answers each put over the network. */
const PARALLEL_PUTS = 16;

/**
 * Writes the image pool to the storage's media (only the files that are missing) and returns how to build
 * the public URLs. `hexes` are the product colours drawn (the catalogue palette by default).
 */
export async function ensureImagePool(storage: Storage, hexes: readonly string[] = PALETTE.map((c) => c.hex)): Promise<ImagePool> {
  const wanted: { dir: Folder; file: string; content: () => string | Promise<Buffer>; type: string }[] = [];
  for (const sil of SILHOUETTES) {
    for (const hex of hexes) {
      for (let angle = 0; angle < ANGLES.length; angle++) {
        wanted.push({ dir: 'products', file: productFile(sil, hex, angle), content: () => productSvg(sil, hex, angle), type: SVG });
      }
    }
  }
  for (const b of BRANDS) wanted.push({ dir: 'brands', file: `${b.slug}.svg`, content: () => brandLogoSvg(b), type: SVG });
  for (const [slug, img] of PROMOS) wanted.push({ dir: 'brands', file: `promo-${slug}.svg`, content: () => wideSvg(img), type: SVG });
  for (const [i, img] of BANNERS.entries()) {
    wanted.push({ dir: 'banners', file: `banner-${i + 1}.svg`, content: () => wideSvg(img), type: SVG });
  }
  wanted.push({ dir: 'banners', file: 'bottom.svg', content: () => wideSvg(BOTTOM), type: SVG });
  const hasVideo = existsSync(VIDEO_SOURCE);
  if (hasVideo) wanted.push({ dir: 'banners', file: 'banner-video.webm', content: () => readFile(VIDEO_SOURCE), type: 'video/webm' });

  const present = new Set<string>();
  for (const dir of ['products', 'brands', 'banners'] as const) {
    for await (const key of storage.media.list(`${dir}/`)) present.add(key);
  }
  const missing = wanted.filter((w) => !present.has(`${w.dir}/${w.file}`));
  for (let i = 0; i < missing.length; i += PARALLEL_PUTS) {
    const round = missing.slice(i, i + PARALLEL_PUTS);
    await Promise.all(round.map(async (w) => storage.media.put(`${w.dir}/${w.file}`, Buffer.from(await w.content()), w.type)));
  }

  const pooled = new Set(hexes.map((h) => h.toLowerCase()));
  return {
    productImageUrl(sil, hex, angle) {
      if (!pooled.has(hex.toLowerCase())) throw new Error(`Colour ${hex} is not in the image pool`);
      if (!(angle >= 0 && angle < ANGLES.length)) throw new Error(`Unknown angle ${angle}`);
      return `/media/products/${productFile(sil, hex, angle)}`;
    },
    brandLogoUrl: (slug) => `/media/brands/${brandBySlug(slug).slug}.svg`,
    promoUrls: PROMOS.map(([slug]) => ({ slug, url: `/media/brands/promo-${slug}.svg` })),
    bannerImageUrls: BANNERS.map((_, i) => `/media/banners/banner-${i + 1}.svg`),
    bottomBannerUrl: '/media/banners/bottom.svg',
    videoBannerUrl: hasVideo ? '/media/banners/banner-video.webm' : null,
    files: wanted.length,
    written: missing.length,
  };
}
