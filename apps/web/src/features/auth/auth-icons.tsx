// The few icons the account screens need, kept here so they load with these pages only.
import { makeIcon } from '../../components/icons/make-icon';

export { AlertIcon, CheckIcon, EyeIcon, EyeOffIcon } from '../../components/icons/form-icons';

// Drawn at 20px by default, like the text they sit beside.
const icon = (paths: Parameters<typeof makeIcon>[0]) => makeIcon(paths, 20);

export const CrossIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);

export const ArrowLeftIcon = icon(<path d="m12 19-7-7 7-7M19 12H5" />);

export const MailCheckIcon = icon(
  <>
    <path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    <path d="m16 19 2 2 4-4" />
  </>,
);

export const ShieldCheckIcon = icon(
  <>
    <path d="M20 13c0 5-3.5 7.5-7.7 9a1 1 0 0 1-.7 0C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.2-2.7a1.2 1.2 0 0 1 1.6 0C14.5 3.8 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
