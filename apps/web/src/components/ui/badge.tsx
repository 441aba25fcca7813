import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone = 'plantain' | 'leaf' | 'palm' | 'neutral' | 'danger';

const tones: Record<BadgeTone, string> = {
  plantain: 'bg-plantain-300 text-ink-900',
  leaf: 'bg-leaf-50 text-leaf-700 ring-1 ring-leaf-100 ring-inset',
  palm: 'bg-palm-50 text-palm-700 ring-1 ring-palm-100 ring-inset',
  neutral: 'bg-cream-100 text-ink-600 ring-1 ring-cream-200 ring-inset',
  danger: 'bg-red-50 text-red-700 ring-1 ring-red-200 ring-inset',
};

type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs leading-none font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
