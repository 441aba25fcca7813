import { Toaster } from 'sonner';
import { useToastFloor } from '../lib/toast-floor';

/** Room between a toast and the edge or bar below it. */
const GAP_PX = 16;

/**
 * Sonner's Toaster at the bottom of the screen, lifted above the bottom navigation and any open
 * sheet's action bar: at the top a toast covered the page's heading or the invoice number, at the
 * bare bottom a sheet's buttons (docs/decisions/0068-toast-placement-and-bench-tools-on-demand.md).
 */
export function PlacedToaster() {
  const bottom = useToastFloor() + GAP_PX;
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      offset={{ bottom }}
      mobileOffset={{ bottom }}
    />
  );
}
