import { PageMain } from '../../components/layouts/page-main';
import { BundlePreviewsSection } from './bundle-previews-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { SavingsSection } from './savings-section';
import { SiteFooter } from './site-footer';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  return (
    <>
      <PageMain>
        <HeroSection />
        <SavingsSection />
        <HowItWorksSection />
        <BundlePreviewsSection />
        <TestimonialsSection />
        <FinalCtaSection />
      </PageMain>
      <SiteFooter />
    </>
  );
}
