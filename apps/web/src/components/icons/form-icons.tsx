// Icons of the form fields (components/ui/form-fields.tsx), shared by every screen with a form.
import { makeIcon } from './make-icon';

// Drawn at 20px by default, like the text they sit beside.
const icon = (paths: Parameters<typeof makeIcon>[0]) => makeIcon(paths, 20);

export const EyeIcon = icon(
  <>
    <path d="M2.1 12.3a1 1 0 0 1 0-.6 10.8 10.8 0 0 1 19.8 0 1 1 0 0 1 0 .6 10.8 10.8 0 0 1-19.8 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = icon(
  <>
    <path d="M10.7 5.1A10.7 10.7 0 0 1 21.9 11.7a1 1 0 0 1 0 .6 10.8 10.8 0 0 1-1.4 2.5" />
    <path d="M14.1 14.2a3 3 0 0 1-4.2-4.2" />
    <path d="M17.5 17.5a10.8 10.8 0 0 1-15.4-5.2 1 1 0 0 1 0-.6 10.8 10.8 0 0 1 4.4-5.2" />
    <path d="m2 2 20 20" />
  </>,
);

export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />);

export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
