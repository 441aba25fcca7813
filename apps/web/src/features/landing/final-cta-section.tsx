import { Link } from 'wouter';
import { PATHS } from '../../lib/route-paths';
import { preloadRoute } from '../../lib/route-preload';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

export function FinalCtaSection() {
  return (
    <section
      aria-labelledby="cta-title"
      className="pb-14 md:pb-20 [content-visibility:auto] [contain-intrinsic-size:auto_640px]"
    >
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-leaf-700 px-6 py-10 text-center text-white sm:px-10 md:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-white/10"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-20 -left-12 size-48 rounded-full bg-white/5"
          />
          <h2
            id="cta-title"
            className="relative text-3xl font-extrabold tracking-tight text-balance md:text-4xl"
          >
            Ready to fill your pantry?
          </h2>
          <p className="relative mx-auto mt-3 max-w-xl text-leaf-50">
            Create your free account in a minute, then shop, store and share food with the people
            you care about.
          </p>
          <div className="relative mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              href={PATHS.signUp}
              className={buttonClasses({ variant: 'inverse', size: 'lg' })}
              onPointerEnter={() => preloadRoute(PATHS.signUp)}
            >
              Create Free Account
            </Link>
            <Link
              href={PATHS.bundles}
              className={buttonClasses({ variant: 'outlineInverse', size: 'lg' })}
              onPointerEnter={() => preloadRoute(PATHS.bundles)}
            >
              Browse Bundles
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
