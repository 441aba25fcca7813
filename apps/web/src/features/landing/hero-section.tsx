import { Link } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { preloadRoute } from '../../lib/route-preload';
import { ArrowRightIcon } from '../../components/icons/landing-icons';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-full bg-[radial-gradient(ellipse_at_top_right,var(--color-palm-100),transparent_60%)]"
      />
      <Container className="relative grid items-center gap-8 pt-8 pb-12 md:grid-cols-[1.1fr_1fr] md:gap-12 md:pt-16 md:pb-20">
        <div>
          <Badge tone="leaf" className="mb-4">
            Save up to 35% on foodstuffs
          </Badge>
          <h1
            id="hero-title"
            className="text-[2.5rem] leading-[1.05] font-extrabold tracking-tight text-ink-900 sm:text-5xl md:text-6xl"
          >
            Buy food. <span className="whitespace-nowrap">Store it.</span>{' '}
            <span className="block text-palm-600">Share it.</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-pretty text-ink-600">
            Buy rice, beans, garri, palm oil and more — singly or in money-saving bundles. We keep
            it in your digital pantry, and you can send food to family and friends with their FAZA
            number.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Link
              href={PATHS.shop}
              className={buttonClasses({ size: 'lg' })}
              onPointerEnter={() => preloadRoute(PATHS.shop)}
            >
              Start Shopping
              <ArrowRightIcon size={20} />
            </Link>
            <Link
              href={PATHS.signUp}
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
              onPointerEnter={() => preloadRoute(PATHS.signUp)}
            >
              Create Free Account
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-[17rem] sm:max-w-sm md:max-w-none">
          <img
            src="/images/hero-foodstuffs.svg"
            alt="A basket of rice, corn, vegetables, tomatoes, peppers and onions"
            width={560}
            height={480}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}
