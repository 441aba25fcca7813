import { PageMain } from '../../components/layouts/page-main';
import { ServerDrawn } from '../../components/layouts/server-drawn';
import { lazyLoaded } from '../../lib/lazy-loaded';
import { BundlePreviewsSection } from './bundle-previews-section';

// Everything but the bundle previews is text, pictures and links: on the prerendered page the
// server's HTML of it is kept as it is, and its code is not part of the first load
// (docs/decisions/0066-a-landing-page-that-hydrates-little.md). Drawn in the browser (a navigation
// inside the app), the page needs that code at once: it starts loading with this module.
const INTRO_ID = 'landing-intro';
const sections = () => import('./landing-sections');
const intro = lazyLoaded(() => sections().then((m) => m.LandingIntro));
const outro = lazyLoaded(() => sections().then((m) => m.LandingOutro));
const footer = lazyLoaded(() => sections().then((m) => m.SiteFooter));
if (typeof document !== 'undefined' && !document.getElementById(INTRO_ID))
  for (const part of [intro, outro, footer]) part.preload().catch(() => {});

export function LandingPage() {
  return (
    <>
      <PageMain>
        <ServerDrawn id={INTRO_ID} Component={intro.Component} />
        <BundlePreviewsSection />
        <ServerDrawn id="landing-outro" Component={outro.Component} />
      </PageMain>
      <ServerDrawn id="landing-footer" Component={footer.Component} />
    </>
  );
}
