import { makeIcon } from '../../components/icons/make-icon';
export { CheckIcon, CloseIcon } from '../../components/icons/common-icons';

export const DownloadIcon = makeIcon(
  <>
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 21h14" />
  </>,
);
/** Safari's Share symbol: a box with an arrow going up. */
export const ShareIcon = makeIcon(
  <>
    <path d="M12 3v12" />
    <path d="m8 7 4-4 4 4" />
    <path d="M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />
  </>,
);
export const RefreshIcon = makeIcon(
  <>
    <path d="M21 12a9 9 0 1 1-2.64-6.36" />
    <path d="M21 3v6h-6" />
  </>,
);
