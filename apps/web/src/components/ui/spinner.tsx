import { cx } from '../../lib/cx';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-6 animate-spin rounded-full border-[3px] border-palm-100 border-t-palm-600',
        className,
      )}
    />
  );
}
