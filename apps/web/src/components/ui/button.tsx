import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'inverse' | 'outlineInverse' | 'confirm' | 'danger';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-palm-600 text-white shadow-sm hover:bg-palm-700 active:bg-palm-800',
  secondary:
    'border border-sand-300 bg-white text-ink-900 shadow-sm hover:border-palm-300 hover:bg-palm-50',
  ghost: 'text-palm-700 hover:bg-palm-50',
  // For coloured backgrounds.
  inverse: 'bg-white text-palm-700 shadow-sm hover:bg-cream-100',
  outlineInverse: 'text-white ring-1 ring-white/60 ring-inset hover:bg-white/10',
  // Staff decisions: the spec's green 'Confirm Payment Received', and refusals.
  confirm: 'bg-leaf-600 text-white shadow-sm hover:bg-leaf-700 active:bg-leaf-800',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
};

// 44 px minimum height: comfortable thumb targets on small phones.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** Button look for anything clickable (buttons, router links, anchors). */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cx(base, variants[variant], sizes[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
