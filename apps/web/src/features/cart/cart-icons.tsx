// The few extra icons the shop, bundles and cart need. Kept here so they load with the pages that
// use them, not with every page.
import { makeIcon } from '../../components/icons/make-icon';
export { CheckIcon, CloseIcon } from '../../components/icons/common-icons';

export const PlusIcon = makeIcon(<path d="M5 12h14M12 5v14" />);

export const MinusIcon = makeIcon(<path d="M5 12h14" />);

export const TrashIcon = makeIcon(
  <>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>,
);

export const LockIcon = makeIcon(
  <>
    <rect width="18" height="11" x="3" y="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);

export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
