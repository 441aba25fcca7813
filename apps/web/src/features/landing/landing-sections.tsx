import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { SavingsSection } from './savings-section';
import { TestimonialsSection } from './testimonials-section';

export { BundlePreviewsSection } from './bundle-previews-section';
export { SiteFooter } from './site-footer';

// The landing page's static parts, loaded only where the browser draws the page itself: a
// prerendered landing page keeps the server's HTML of them (landing-page.tsx).

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
