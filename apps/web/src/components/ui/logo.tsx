import { cx } from '../../lib/cx';

/** The Faza mark (a full bowl with a leaf) and wordmark. Decorative when a parent link names it. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span
        className={cx(
          'text-xl font-extrabold tracking-tight',
          inverse ? 'text-white' : 'text-ink-900',
        )}
      >
        Faza
      </span>
    </span>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#c2410c" />
      <path d="M6 15.5h20a10 10 0 0 1-20 0z" fill="#fbbf24" />
      <path d="M16.5 13.5c0-4.5 3-7.5 7.5-7.5 0 4.5-3 7.5-7.5 7.5z" fill="#4ade80" />
      <path d="M16.5 13.5c1.2-2.2 2.8-3.8 5-5" stroke="#17702f" strokeWidth="1.2" fill="none" />
    </svg>
  );
}
