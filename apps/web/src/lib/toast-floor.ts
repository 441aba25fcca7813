import { useEffect, useState } from 'react';

/**
 * How far above the screen's bottom edge the toasts must sit: up to the highest bar marked
 * `data-toast-floor` (the phone's navigation bar, a bottom sheet's or the cart panel's action bar,
 * the install card; written as a plain attribute so the landing page loads nothing for it) in the
 * lower half of the screen (docs/decisions/0068-toast-placement-and-bench-tools-on-demand.md). A bar in the
 * upper half is not a floor: the navigation is a top bar from 768 px.
 */
function toastFloorPx(): number {
  const height = window.innerHeight;
  let top = height;
  for (const bar of document.querySelectorAll('[data-toast-floor]')) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.bottom > height / 2) top = Math.min(top, box.top);
  }
  return Math.max(0, Math.ceil(height - top));
}

/**
 * The floor, kept current while the toaster is mounted: bars come and go with dialogs and pages
 * (DOM changes), rise into place with an animation, and change with the screen's size.
 */
export function useToastFloor(): number {
  const [floor, setFloor] = useState(toastFloorPx);
  useEffect(() => {
    let frame = 0;
    // Measured after the change is laid out, once per frame however many changes come.
    const measure = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        setFloor(toastFloorPx());
      });
    };
    const mutations = new MutationObserver(measure);
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    window.addEventListener('resize', measure);
    document.addEventListener('animationend', measure, true);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('animationend', measure, true);
    };
  }, []);
  return floor;
}
