// Icons the wallet screens draw (and /premium, through the wallet's index). Kept here so they load
// with these pages only.
import { makeIcon } from '../../components/icons/make-icon';

export const PlusIcon = makeIcon(<path d="M5 12h14M12 5v14" />);
export const CloseIcon = makeIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = makeIcon(<path d="M20 6 9 17l-5-5" />);
export const ArrowDownLeftIcon = makeIcon(<path d="M17 7 7 17M17 17H7V7" />);
export const ArrowUpRightIcon = makeIcon(<path d="M7 7h10v10M7 17 17 7" />);

export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

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

export const CardIcon = makeIcon(
  <>
    <rect width="20" height="14" x="2" y="5" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
);

export const BankIcon = makeIcon(
  <>
    <path d="M3 21h18M4 18h16M6 18v-7M10 18v-7M14 18v-7M18 18v-7" />
    <path d="m12 3 9 5H3z" />
  </>,
);

export const BagIcon = makeIcon(
  <>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
    <path d="M3 6h18" />
    <path d="M16 10a4 4 0 0 1-8 0" />
  </>,
);

export const CrownIcon = makeIcon(
  <>
    <path d="M11.6 3.3a.5.5 0 0 1 .8 0l2.9 5.5a1 1 0 0 0 1.5.3l4.3-3.7a.5.5 0 0 1 .8.5l-2.8 10.3a1 1 0 0 1-1 .8H5.9a1 1 0 0 1-1-.8L2.1 5.9a.5.5 0 0 1 .8-.5l4.3 3.7a1 1 0 0 0 1.5-.3z" />
    <path d="M5 21h14" />
  </>,
);

export const UserCheckIcon = makeIcon(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="m16 11 2 2 4-4" />
  </>,
);

export const ClockIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
