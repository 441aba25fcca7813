import { cx } from '../../lib/cx';

// Phones: a column (icon over label) filling an equal share of the bottom bar.
// From md (768 px, docs/product-spec.md §9) up: a horizontal pill in the top bar.
export function navItemClass(active: boolean): string {
  return cx(
    'group relative flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-[11px] font-medium transition-colors',
    'md:min-h-10 md:flex-none md:flex-row md:gap-2 md:rounded-full md:px-3.5 md:text-sm md:font-semibold',
    active
      ? 'text-palm-700 md:bg-palm-50'
      : 'text-ink-600 hover:text-ink-900 md:hover:bg-cream-100',
  );
}

export function navIconWrapClass(active: boolean, showOnDesktop: boolean): string {
  return cx(
    'relative flex h-8 w-12 items-center justify-center rounded-full transition-colors',
    'md:h-auto md:w-auto md:bg-transparent',
    active && 'bg-palm-100',
    !showOnDesktop && 'md:hidden',
  );
}
