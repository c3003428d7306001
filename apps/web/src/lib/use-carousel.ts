import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';

/**
 * embla on an element, its script fetched once the page has hydrated rather than in the page's first script.
 * Embla only moves the slides the page already drew, so the server's HTML looks the same before it arrives;
 * without it (offline before it was ever fetched) the first slide simply stays. `active: false` fetches nothing.
 */
export function useCarousel(options: EmblaOptionsType, autoplay?: AutoplayOptionsType) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // embla is made again when what it was made with changes, as embla-carousel-react does
  const settings = JSON.stringify([options, autoplay ?? null]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `settings` stands for options and autoplay
  useEffect(() => {
    if (!node || options.active === false) return;
    let carousel: EmblaCarouselType | undefined;
    let left = false;
    Promise.all([import('embla-carousel'), autoplay ? import('embla-carousel-autoplay') : null])
      .then(([{ default: Embla }, plugin]) => {
        if (left) return;
        carousel = Embla(node, options, plugin ? [plugin.default(autoplay)] : []);
        setApi(carousel);
      })
      .catch(() => {});
    return () => {
      left = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [node, settings]);

  return [setNode, api] as const;
}
