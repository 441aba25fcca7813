import type { ReactNode, SVGProps } from 'react';

// Hand-drawn 24px stroke icons in the style of Lucide: a few hundred bytes instead of an icon
// package. Always decorative — the control that holds one carries the accessible name.
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Features draw their own icons with this, so each icon ships with the page that uses it. */
export function makeIcon(paths: ReactNode, defaultSize = 24) {
  return function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}
