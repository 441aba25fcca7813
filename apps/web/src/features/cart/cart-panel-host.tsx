import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadCartPanel } from './cart-panel-loader';
import { setCartPanelOpen, useCartPanelOpen } from './cart-panel-state';

// React.lazy remembers a failed download for good, so each retry gets a fresh lazy component.
const makeLazyPanel = () => lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));

/**
 * Mounts the lazy cart panel the first time it is opened and keeps it mounted afterwards, so
 * closing animates and reopening is instant. If its code cannot be downloaded (offline), the
 * customer is told and the next tap on Cart tries again.
 */
export function CartPanelHost() {
  const open = useCartPanelOpen();
  const [requested, setRequested] = useState(false);
  const [CartPanel, setCartPanel] = useState(makeLazyPanel);
  const [failed, setFailed] = useState(false);
  if (open && !requested) setRequested(true);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), 5000);
    return () => clearTimeout(timer);
  }, [failed]);

  return (
    <>
      {requested && (
        <PanelLoadBoundary
          onError={() => {
            setCartPanelOpen(false);
            setRequested(false);
            setCartPanel(makeLazyPanel);
            setFailed(true);
          }}
        >
          <Suspense fallback={null}>
            <CartPanel open={open} onOpenChange={setCartPanelOpen} />
          </Suspense>
        </PanelLoadBoundary>
      )}
      {failed && (
        <p
          role="alert"
          className="fixed inset-x-4 top-4 z-50 mx-auto max-w-sm rounded-2xl bg-ink-900 px-4 py-3 text-center text-sm text-white shadow-card"
        >
          Couldn’t open your cart. Check your connection and try again.
        </p>
      )}
    </>
  );
}

/** Catches the panel's failed download so the rest of the page keeps working. */
class PanelLoadBoundary extends Component<{ children: ReactNode; onError: () => void }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
