// Icons only the wallet screens draw. Kept here so they load with the wallet page only; the ones
// it shares with the pantry are in components/icons/transfer-icons.tsx.
import { makeIcon } from '../../components/icons/make-icon';
export { CheckIcon, CloseIcon } from '../../components/icons/common-icons';

export const PlusIcon = makeIcon(<path d="M5 12h14M12 5v14" />);

export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
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

export const CrownIcon = makeIcon(
  <>
    <path d="M11.6 3.3a.5.5 0 0 1 .8 0l2.9 5.5a1 1 0 0 0 1.5.3l4.3-3.7a.5.5 0 0 1 .8.5l-2.8 10.3a1 1 0 0 1-1 .8H5.9a1 1 0 0 1-1-.8L2.1 5.9a.5.5 0 0 1 .8-.5l4.3 3.7a1 1 0 0 0 1.5-.3z" />
    <path d="M5 21h14" />
  </>,
);
