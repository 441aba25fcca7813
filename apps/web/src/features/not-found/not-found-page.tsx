import { Link } from 'wouter';
import { SCREEN_TEXTS } from '@faza/shared';
import { PageMain } from '../../components/layouts/page-main';
import { PATHS } from '../../lib/route-paths';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { HomeIcon } from '../../components/icons/icons';

export function NotFoundPage() {
  return (
    <PageMain className="flex items-center py-16">
      <Container className="max-w-md text-center">
        <p className="text-8xl font-black tracking-tighter text-palm-600">404</p>
        <h1 className="mt-2 text-2xl font-extrabold text-ink-900">{SCREEN_TEXTS.notFound}</h1>
        <p className="mt-2 text-ink-600">
          The page you are looking for does not exist or has moved.
        </p>
        <Link href={PATHS.home} className={buttonClasses({ className: 'mt-8' })}>
          <HomeIcon size={18} />
          Return to Home
        </Link>
      </Container>
    </PageMain>
  );
}
