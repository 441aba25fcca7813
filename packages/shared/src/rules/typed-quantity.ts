import { MESSAGES } from '../messages';
import { CART_MAX_QUANTITY, clampCartQuantity } from './quantity';

// Its own module: the shop dialog uses it, while the first load of every page carries quantity.ts
// (the cart badge), whose budget it would spend (e2e/page-weight.test.ts).

/**
 * A quantity field's text after a keystroke: digits only, and a number outside 1..99 corrected
 * into it with `note` saying so (a silent change would leave the customer wondering where their
 * 150 went). Empty is allowed while typing, to replace the number.
 */
export const correctTypedQuantity = (text: string): { draft: string; note: string | null } => {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return { draft: '', note: null };
  const typed = Number(digits);
  const kept = clampCartQuantity(typed);
  return {
    draft: String(kept),
    note:
      kept === typed
        ? null
        : `${MESSAGES.quantity.sendRange(CART_MAX_QUANTITY)} We set it to ${kept}.`,
  };
};
