// Icons /premium draws, loaded with it only.
import { makeIcon } from '../../components/icons/make-icon';
export { CheckIcon } from '../../components/icons/common-icons';

export const CrownIcon = makeIcon(
  <>
    <path d="M11.6 3.3a.5.5 0 0 1 .8 0l2.9 5.5a1 1 0 0 0 1.5.3l4.3-3.7a.5.5 0 0 1 .8.5l-2.8 10.3a1 1 0 0 1-1 .8H5.9a1 1 0 0 1-1-.8L2.1 5.9a.5.5 0 0 1 .8-.5l4.3 3.7a1 1 0 0 0 1.5-.3z" />
    <path d="M5 21h14" />
  </>,
);
