import { useEffect, useRef } from 'react';

/**
 * Calls `onView` when at least half of the element is in the viewport — once per view: it
 * re-arms only after the element has left the viewport.
 */
export function useImpression<T extends Element>(onView: () => void) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onView);
  callback.current = onView;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let visible = false;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const now = entry.isIntersecting && entry.intersectionRatio >= 0.5;
          if (now && !visible) callback.current();
          visible = now;
        }
      },
      { threshold: [0, 0.5] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
