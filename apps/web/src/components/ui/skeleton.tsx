import { cx } from '../../lib/cx';

/** A pulsing placeholder block. Decorative: wrap a group of them in an element with role="status". */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('animate-pulse rounded-lg bg-cream-200', className)} />
  );
}
