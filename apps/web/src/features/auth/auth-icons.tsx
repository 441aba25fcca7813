// The few icons the account screens need, kept here so they load with these pages only.
import { makeIcon } from '../../components/icons/make-icon';

export { CheckIcon } from '../../components/icons/form-icons';

// Drawn at 20px by default, like the text they sit beside.
const icon = (paths: Parameters<typeof makeIcon>[0]) => makeIcon(paths, 20);

export const ArrowLeftIcon = icon(<path d="m12 19-7-7 7-7M19 12H5" />);

export const MailCheckIcon = icon(
  <>
    <path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    <path d="m16 19 2 2 4-4" />
  </>,
);
