import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { AuthUser } from '@faza/shared';
import { UserIcon } from '../../components/icons/icons';
import { Spinner } from '../../components/ui/spinner';
import { navIconWrapClass, navItemClass } from './nav-item-styles';

const loadPanel = () => import('./account-menu-panel');
const AccountMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.AccountMenuPanel })));
// The panel's code (and sign-out's) downloads as the finger or pointer arrives.
const preload = () => {
  void loadPanel()
    .then((m) => m.preloadSignOut())
    .catch(() => {});
};

/**
 * The signed-in user's menu button in the navigation bar. A disclosure rather than an ARIA menu:
 * plain links and a button, in tab order; Escape, a tap outside or leaving it closes it.
 */
export function AccountMenu({ user }: { user: AuthUser | null }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="contents"
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={navItemClass(open)}
        onClick={() => {
          preload();
          setOpen((value) => !value);
        }}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
      >
        <span className={navIconWrapClass(open, true)}>
          <UserIcon size={22} className="md:size-5" />
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-2.5 size-2.5 rounded-full bg-leaf-600 ring-2 ring-white md:top-0 md:-right-0.5"
          />
        </span>
        Account
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-2 bottom-full mb-2 rounded-2xl border border-cream-200 bg-white p-2 shadow-[0_12px_40px_-8px_rgb(36_26_19/0.35)] md:inset-x-auto md:top-full md:right-0 md:bottom-auto md:mt-2 md:mb-0 md:w-80"
      >
        {open && (
          <Suspense
            fallback={
              <div role="status" className="flex justify-center py-6">
                <Spinner />
                <span className="sr-only">Loading…</span>
              </div>
            }
          >
            <AccountMenuPanel user={user} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
