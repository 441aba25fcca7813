import { lazy, Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { preloadRoute } from '../../lib/route-preload';
import { ArrowRightIcon } from '../../components/icons/landing-icons';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useNearViewport } from '../../lib/use-near-viewport';

// The list, TanStack Query and the bundles request load only when this section nears the screen:
// visitors who never scroll that far spend none of their data on it, and the first load stays
// within budget (docs/architecture.md §6).
const BundlePreviewList = lazy(() =>
  import('./bundle-preview-list').then((m) => ({ default: m.BundlePreviewList })),
);

// Drawn only where the browser draws the page itself: the prerendered page has its own HTML.
const BundlePreviewSkeletons = lazy(() =>
  import('./bundle-preview-skeletons').then((m) => ({ default: m.BundlePreviewSkeletons })),
);

const PRERENDERED_ID = 'bundle-previews';

// On a prerendered landing page the previews are already drawn. Hydration keeps that HTML as it
// is (React leaves a dangerouslySetInnerHTML element alone) instead of loading the list's code at
// once, and it stays on screen as the fallback until the list takes over near the viewport.
const prerendered =
  typeof document === 'undefined'
    ? null
    : (document.getElementById(PRERENDERED_ID)?.innerHTML ?? null);

export function BundlePreviewsSection() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const onServer = typeof document === 'undefined';
  const drawn = prerendered ? (
    <div id={PRERENDERED_ID} dangerouslySetInnerHTML={{ __html: prerendered }} />
  ) : (
    <Suspense fallback={null}>
      <BundlePreviewSkeletons />
    </Suspense>
  );
  return (
    <section
      ref={ref}
      aria-labelledby="bundles-title"
      className="border-y border-cream-200 bg-cream-100 py-14 md:py-20 [content-visibility:auto] [contain-intrinsic-size:auto_640px]"
    >
      <Container>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wider text-palm-600 uppercase">Bundles</p>
            <h2
              id="bundles-title"
              className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 md:text-4xl"
            >
              Stock up for less
            </h2>
            <p className="mt-2 text-ink-600">
              Ready-made packs of everyday foodstuffs, in one easy order.
            </p>
          </div>
          <Link
            href={PATHS.bundles}
            className={buttonClasses({ variant: 'ghost', className: '-ml-5 self-start sm:ml-0' })}
            onPointerEnter={() => preloadRoute(PATHS.bundles)}
          >
            See all bundles
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <div className="mt-8">
          {onServer ? (
            <div id={PRERENDERED_ID}>
              <BundlePreviewList />
            </div>
          ) : near ? (
            <Suspense fallback={drawn}>
              <BundlePreviewList />
            </Suspense>
          ) : (
            drawn
          )}
        </div>
      </Container>
    </section>
  );
}
