import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { SavingsSection } from './savings-section';
import { TestimonialsSection } from './testimonials-section';

export { BundlePreviewsSection } from './bundle-previews-section';
export { SiteFooter } from './site-footer';

// The landing page's static parts, loaded only where the browser draws the page itself: a
// prerendered landing page keeps the server's HTML of them (landing-page.tsx). The sections below
// the first screen are `content-visibility: auto`: the browser lays them out and paints them only
// as they near the screen, which on a slow phone was most of the page's first main-thread work
// (docs/decisions/0066-a-landing-page-that-hydrates-little.md).

/** Above the bundle previews. */
export function LandingIntro() {
  return (
    <>
      <HeroSection />
      <SavingsSection />
      <HowItWorksSection />
    </>
  );
}

/** Below the bundle previews. */
export function LandingOutro() {
  return (
    <>
      <TestimonialsSection />
      <FinalCtaSection />
    </>
  );
}
