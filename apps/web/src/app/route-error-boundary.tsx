import { Component, type ReactNode } from 'react';
import { PageMain } from '../components/layouts/page-main';
import { Container } from '../components/ui/container';
import { RefreshIcon } from '../components/icons/icons';

type State = { failed: boolean };

/**
 * Catches a page that could not render — most often its code failed to download on a flaky
 * connection — and offers a reload instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageMain className="flex items-center py-16">
        <Container className="max-w-md text-center">
          <h1 className="text-2xl font-extrabold text-ink-900">This page didn’t load</h1>
          <p className="mt-2 text-ink-600">Please check your connection and try again.</p>
          <button type="button" className={RETRY_BUTTON} onClick={() => window.location.reload()}>
            <RefreshIcon size={18} />
            Try Again
          </button>
        </Container>
      </PageMain>
    );
  }
}

// The primary button's look (components/ui/button.tsx `buttonClasses()`), spelled out: this boundary
// is in every page's first load and that module, with all its variants, need not be
// (docs/decisions/0066-a-landing-page-that-hydrates-little.md).
const RETRY_BUTTON =
  'mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-palm-600 px-5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors select-none hover:bg-palm-700 active:bg-palm-800';
