import { useEffect, useState } from 'react';

/** True once the element has come near the viewport (and stays true): work below the fold waits until then. */
export function useInView(element: Element | null, rootMargin = '200px') {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, rootMargin]);
  return inView;
}
