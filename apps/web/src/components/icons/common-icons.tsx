// The icons several features draw (a tick, a cross), once. Each is a few hundred bytes and is
// tree-shaken into whichever chunk uses it.
import { makeIcon } from './make-icon';

export const CheckIcon = makeIcon(<path d="M20 6 9 17l-5-5" />);
export const CloseIcon = makeIcon(<path d="M18 6 6 18M6 6l12 12" />);
