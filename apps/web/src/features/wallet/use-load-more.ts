import { useEffect, type RefObject } from 'react';

/**
 * Calls `loadMore` whenever the sentinel comes within `margin` of the bottom of its scrolling
 * list (`root`), so older pages arrive as the customer scrolls. `watchKey` changes after each page
 * so a sentinel that is still visible asks again (a short page may not fill the list).
 */
export function useLoadMore(input: {
  root: RefObject<Element | null>;
  sentinel: RefObject<Element | null>;
  enabled: boolean;
  loadMore: () => void;
  watchKey: unknown;
  margin?: string;
}): void {
  const { root, sentinel, enabled, loadMore, watchKey, margin = '160px' } = input;
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      loadMore();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: root.current, rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, sentinel, enabled, loadMore, watchKey, margin]);
}
