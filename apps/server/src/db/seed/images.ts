/**
 * The demo images on disk, drawn as small SVG files: product pictures (product-svg.ts: shoe, ball and accessory
 * silhouettes in a variant's colour, four compositions), brand logos, promo images and banners (banner-svg.ts).
 * Everything is generated from code, written under `${mediaDir}` only when missing and served as
 * `/media/...`. Product pictures are keyed by silhouette + colour + angle, so however large the
 * catalogue is, it reuses a pool of a few hundred files.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { staticDir } from '../../paths.ts';
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

export const VIDEO_SOURCE = path.join(staticDir, 'media-seed/banner-video.webm');

const productFile = (sil: Silhouette, hex: string, angle: number) => `${sil}-${hex.replace('#', '').toLowerCase()}-${ANGLES[angle]}.svg`;

/**
 * Writes the image pool under `mediaDir` (only the files that are missing) and returns how to build
 * the public URLs. `hexes` are the product colours drawn (the catalogue palette by default).
 */
export async function ensureImagePool(mediaDir: string, hexes: readonly string[] = PALETTE.map((c) => c.hex)): Promise<ImagePool> {
  const dirs = {
    products: path.join(mediaDir, 'products'),
    brands: path.join(mediaDir, 'brands'),
    banners: path.join(mediaDir, 'banners'),
  };
  const wanted: { dir: keyof typeof dirs; file: string; content: () => string }[] = [];
  for (const sil of SILHOUETTES) {
    for (const hex of hexes) {
      for (let angle = 0; angle < ANGLES.length; angle++) {
        wanted.push({ dir: 'products', file: productFile(sil, hex, angle), content: () => productSvg(sil, hex, angle) });
      }
    }
  }
  for (const b of BRANDS) wanted.push({ dir: 'brands', file: `${b.slug}.svg`, content: () => brandLogoSvg(b) });
  for (const [slug, img] of PROMOS) wanted.push({ dir: 'brands', file: `promo-${slug}.svg`, content: () => wideSvg(img) });
  for (const [i, img] of BANNERS.entries()) wanted.push({ dir: 'banners', file: `banner-${i + 1}.svg`, content: () => wideSvg(img) });
  wanted.push({ dir: 'banners', file: 'bottom.svg', content: () => wideSvg(BOTTOM) });

  let written = 0;
  for (const [key, dir] of Object.entries(dirs) as [keyof typeof dirs, string][]) {
    await mkdir(dir, { recursive: true });
    const present = new Set(await readdir(dir));
    const missing = wanted.filter((w) => w.dir === key && !present.has(w.file));
    await Promise.all(missing.map((w) => writeFile(path.join(dir, w.file), w.content())));
    written += missing.length;
  }

  let videoBannerUrl: string | null = null;
  if (existsSync(VIDEO_SOURCE)) {
    const target = path.join(dirs.banners, 'banner-video.webm');
    if (!existsSync(target)) {
      await copyFile(VIDEO_SOURCE, target);
      written++;
    }
    videoBannerUrl = '/media/banners/banner-video.webm';
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
    videoBannerUrl,
    files: wanted.length + (videoBannerUrl ? 1 : 0),
    written,
  };
}
