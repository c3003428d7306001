import { describe, expect, it } from 'vitest';
import { headTags } from './page-render.ts';

describe("a rendered page's head", () => {
  it('preloads the first picture with the widths its <img> offers, or as it is when it has none', () => {
    const srcSet = '/media/fit/160/uploads/a.webp 160w, /media/fit/320/uploads/a.webp 320w';
    const photo = headTags(
      { title: 'Tienda', preloadImage: { src: '/media/fit/640/uploads/a.webp', srcSet, sizes: '50vw' } },
      '/store',
      'https://tienda.example',
      'es',
    );
    expect(photo).toContain(
      `<link rel="preload" as="image" href="/media/fit/640/uploads/a.webp" imagesrcset="${srcSet}" imagesizes="50vw" fetchpriority="high">`,
    );
    const vector = headTags({ title: 'Inicio', preloadImage: { src: '/media/banners/banner-1.svg' } }, '/', 'https://tienda.example', 'es');
    expect(vector).toContain('<link rel="preload" as="image" href="/media/banners/banner-1.svg" fetchpriority="high">');
    expect(headTags({ title: 'Preguntas' }, '/questions', 'https://tienda.example', 'es')).not.toContain('rel="preload"');
  });
});
