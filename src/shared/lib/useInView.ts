import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true.
 * Without IntersectionObserver (old browsers) it is true at once.
 */
export function useInView(ref: RefObject<Element>, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
