import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { shouldFocusNewPage } from '../../lib/navigation-focus';

/** The page's <main> landmark, target of the skip link and of focus after navigation. */
export function PageMain({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shouldFocusNewPage()) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <main ref={ref} id="main" tabIndex={-1} className={cx('flex-1 focus:outline-none', className)}>
      {children}
    </main>
  );
}
