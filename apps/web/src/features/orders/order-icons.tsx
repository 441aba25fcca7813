// Icons for checkout, invoices and orders.
import { makeIcon } from '../../components/icons/make-icon';

const icon = (paths: Parameters<typeof makeIcon>[0]) => {
  const Icon = makeIcon(paths, 20);
  // Never squeezed by a narrow button beside its label.
  return (props: Parameters<typeof Icon>[0]) => (
    <Icon {...props} className={`shrink-0 ${props.className ?? ''}`} />
  );
};

export const BankIcon = icon(
  <>
    <path d="M3 21h18M5 21V10M19 21V10M9.5 21V10M14.5 21V10" />
    <path d="m12 3 9 5H3z" />
  </>,
);

export const ReceiptIcon = icon(
  <>
    <path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1z" />
    <path d="M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8M12 17.5v-11" />
  </>,
);

export const PrinterIcon = icon(
  <>
    <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <rect width="12" height="8" x="6" y="14" />
  </>,
);

export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
);

export const ChatIcon = icon(<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />);

export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const ArrowLeftIcon = icon(<path d="m12 19-7-7 7-7M19 12H5" />);
