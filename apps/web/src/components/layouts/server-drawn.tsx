import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useLocation } from 'wouter';
import { preloadRoute } from '../../lib/route-preload';

/**
 * A part of a prerendered page that has nothing to do but show itself and link elsewhere (the
 * landing page's sections, its footer). Hydration adopts the server's HTML as it is, with no code
 * for it: React leaves an element with dangerouslySetInnerHTML alone, so its component is neither
 * downloaded nor run on the page's first load (docs/decisions/0066-a-landing-page-that-hydrates-little.md).
 * Its links still navigate inside the app, and start loading the page they point to when touched,
 * through listeners on this wrapper. When the page is drawn in the browser instead (a navigation
 * inside the app), the component loads and draws as any other.
 */
export function ServerDrawn({
  id,
  Component,
  liveNearScreen = false,
}: {
  id: string;
  Component: ComponentType;
  /**
   * The part has live content too (the bundle previews): once it nears the screen, its component
   * loads and takes over, the server's HTML showing until it has.
   */
  liveNearScreen?: boolean;
}) {
  const [, navigate] = useLocation();
  // Read once, while hydrating: the server's element is in the document only then.
  const [html] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, liveNearScreen && html !== null);
  if (html === null || near)
    return (
      <div id={id} className="contents">
        <Suspense
          fallback={html === null ? null : <div dangerouslySetInnerHTML={{ __html: html }} />}
        >
          <Component />
        </Suspense>
      </div>
    );
  const preload = (event: PointerEvent | FocusEvent) => {
    const path = inAppPath(event.target);
    if (path !== null) preloadRoute(path);
  };
  return (
    <div
      ref={ref}
      id={id}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => followLink(event, navigate)}
      onPointerOver={preload}
      onFocus={preload}
    />
  );
}

/** The path of the app's own page a link points to, or null (another site, a download, #…). */
function inAppPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download')) return null;
  if (link.getAttribute('href')?.startsWith('#')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

/** What wouter's <Link> does on a plain click, for the links of the adopted HTML. */
function followLink(event: MouseEvent, navigate: (to: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  // A link drawn as unavailable (aria-disabled) goes nowhere, as its component would have it.
  if (link?.getAttribute('aria-disabled') === 'true') return event.preventDefault();
  const path = inAppPath(event.target);
  if (path === null) return;
  event.preventDefault();
  navigate(path);
}

/**
 * True once the element's first child comes within 600 px of the screen (the element itself is
 * `display: contents`, which has no box to observe); false while `watch` is false.
 */
function useNear(ref: { current: HTMLElement | null }, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current?.firstElementChild;
    if (!watch || near || !target) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, watch, near]);
  return near;
}
