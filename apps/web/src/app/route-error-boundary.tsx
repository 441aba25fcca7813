import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
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
      <main id="main" className="flex flex-1 items-center py-16">
        <Container className="max-w-md text-center">
          <h1 className="text-2xl font-extrabold text-ink-900">This page didn’t load</h1>
          <p className="mt-2 text-ink-600">Please check your connection and try again.</p>
          <Button className="mt-6" onClick={() => window.location.reload()}>
            <RefreshIcon size={18} />
            Try Again
          </Button>
        </Container>
      </main>
    );
  }
}
