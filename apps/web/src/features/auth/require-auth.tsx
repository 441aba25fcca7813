import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { SCREEN_TEXTS } from '@faza/shared';
import { PageMain } from '../../components/layouts/page-main';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { signInPathFor } from './safe-next';
import { useSession } from './session-store';

/**
 * docs/product-spec.md §2 protected-route guard: the spec's text while the session loads, then the page, or
 * /signin with `next` so the user comes back here after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [location] = useLocation();
  const search = useSearch();

  if (status === 'authenticated') return children;
  if (status === 'anonymous') {
    return <Redirect to={signInPathFor(search ? `${location}?${search}` : location)} replace />;
  }
  return (
    <PageMain className="flex items-center py-16">
      <Container className="flex max-w-md flex-col items-center text-center">
        <Spinner />
        <p role="status" className="mt-4 text-ink-600">
          {SCREEN_TEXTS.guard}
        </p>
      </Container>
    </PageMain>
  );
}
