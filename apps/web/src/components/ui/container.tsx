import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

/** The page's content column: full width on phones, capped and centred on wide screens. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('mx-auto w-full max-w-6xl px-4 sm:px-6', className)} {...props} />;
}
