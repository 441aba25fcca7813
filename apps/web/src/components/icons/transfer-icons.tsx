// Icons both the pantry and the wallet draw (sending, the FAZA number's Copy, the history's in and
// out). Only those two lazily loaded pages import this file, so it stays out of the landing page's
// chunks; the app shell's icons are in icons.tsx.
import { makeIcon } from './make-icon';

export const ArrowDownLeftIcon = makeIcon(<path d="M17 7 7 17M17 17H7V7" />);

export const ArrowUpRightIcon = makeIcon(<path d="M7 7h10v10M7 17 17 7" />);

export const CopyIcon = makeIcon(
  <>
    <rect width="14" height="14" x="8" y="8" rx="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </>,
);

export const SendIcon = makeIcon(
  <>
    <path d="M14.5 21.7a.5.5 0 0 0 .9 0l6.5-19a.5.5 0 0 0-.6-.6l-19 6.5a.5.5 0 0 0 0 .9l7.9 3.2a2 2 0 0 1 1.1 1.1z" />
    <path d="m21.9 2.1-10.9 11" />
  </>,
);

export const ClockIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

export const BagIcon = makeIcon(
  <>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
    <path d="M3 6h18" />
    <path d="M16 10a4 4 0 0 1-8 0" />
  </>,
);

export const UserCheckIcon = makeIcon(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="m16 11 2 2 4-4" />
  </>,
);
