import { PageMain } from '../../components/layouts/page-main';
import { ServerDrawn } from '../../components/layouts/server-drawn';
import { lazyLoaded } from '../../lib/lazy-loaded';

// The page is text, pictures and links, and bundle previews that fetch their list as they near the
// screen. On the prerendered page the server's HTML is kept as it is and none of the sections'
// code is part of the first load; the previews' code comes as they near the screen
// (docs/decisions/0066-a-landing-page-that-hydrates-little.md). Drawn in the browser (a navigation
// inside the app), the page needs that code at once: it starts loading with this module.
const INTRO_ID = 'landing-intro';
const sections = () => import('./landing-sections');
const intro = lazyLoaded(() => sections().then((m) => m.LandingIntro));
const outro = lazyLoaded(() => sections().then((m) => m.LandingOutro));
const bundles = lazyLoaded(() => sections().then((m) => m.BundlePreviewsSection));
const footer = lazyLoaded(() => sections().then((m) => m.SiteFooter));
if (typeof document !== 'undefined' && !document.getElementById(INTRO_ID))
  for (const part of [intro, bundles, outro, footer]) part.preload().catch(() => {});

export function LandingPage() {
  return (
    <>
      <PageMain>
        <ServerDrawn id={INTRO_ID} Component={intro.Component} />
        <ServerDrawn id="landing-bundles" Component={bundles.Component} liveNearScreen />
        <ServerDrawn id="landing-outro" Component={outro.Component} />
      </PageMain>
      <ServerDrawn id="landing-footer" Component={footer.Component} />
    </>
  );
}
