import { useCallback, useState } from 'react';

/**
 * True once the element given `ref` has come into the viewport, and from then on: a part below the fold
 * fetches its data when the user gets there (scrolling, Tab, a link to it), not with the screen's first
 * paint. Where the browser cannot tell (no IntersectionObserver, as in the component tests), true at once.
 */
export function useSeenOnce<T extends Element>(): { ref: (node: T | null) => (() => void) | undefined; seen: boolean } {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((node: T | null) => {
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setSeen(true);
      observer.disconnect();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, seen };
}
