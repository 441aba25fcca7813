import { Component, type ReactNode } from 'react';
import { onBackOnline } from '../lib/use-online';

type Props = { children: ReactNode; fallback?: ReactNode };
type State = { failed: boolean };

/**
 * Around a part of the app's frame whose code is a chunk of its own (the offline banner's words, the
 * bell, the toaster, the account menu, the install and update cards): a download that fails, as it
 * does offline before the service worker has saved the app, shows `fallback` in that place instead
 * of an error that, outside every page's own boundary (app/route-error-boundary.tsx), would take
 * the whole app off the screen. Back online, it draws the part again, which downloads anew
 * (lib/lazy-loaded.ts).
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { failed: false };
  private stopListening = () => {};

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidMount() {
    this.stopListening = onBackOnline(() => {
      if (this.state.failed) this.setState({ failed: false });
    });
  }

  override componentWillUnmount() {
    this.stopListening();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
