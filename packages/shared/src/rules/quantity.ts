import { z } from 'zod';
import { CART_LINE_MAX_QUANTITY } from '../cart/cart-line';
import { MESSAGES } from '../messages';

export const CART_MIN_QUANTITY = 1;
// One number for the whole app; it lives beside the cart line, which must stay free of zod.
export const CART_MAX_QUANTITY = CART_LINE_MAX_QUANTITY;
const BADGE_MAX = 99;

/** docs/product-spec.md §5: a whole number from 1 to what the pantry lot holds. */
export const isValidSendQuantity = (quantity: number, available: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= available;

/** The send-dialog quantity; built per lot because the bound is the available quantity. */
export const sendQuantitySchema = (available: number) =>
  z.coerce
    .number({ error: MESSAGES.quantity.sendRange(available) })
    .refine((quantity) => isValidSendQuantity(quantity, available), {
      error: MESSAGES.quantity.sendRange(available),
    });

/** Cart line quantity from the shop dialog: 1 to 99. */
// Pure: the stepper only wants the bounds, not zod.
export const cartQuantitySchema = /* @__PURE__ */ z
  .number({ error: MESSAGES.quantity.sendRange(CART_MAX_QUANTITY) })
  .int(MESSAGES.quantity.sendRange(CART_MAX_QUANTITY))
  .min(CART_MIN_QUANTITY, MESSAGES.quantity.sendRange(CART_MAX_QUANTITY))
  .max(CART_MAX_QUANTITY, MESSAGES.quantity.sendRange(CART_MAX_QUANTITY));

/** What the quantity stepper shows after any input: a whole number in 1..99. */
export const clampCartQuantity = (quantity: number): number => {
  if (Number.isNaN(quantity)) return CART_MIN_QUANTITY;
  return Math.min(CART_MAX_QUANTITY, Math.max(CART_MIN_QUANTITY, Math.trunc(quantity)));
};

/**
 * Whether adding `adding` to a line already holding `current` goes past the line's limit; the
 * caller then shows the 'Quantity Limit Reached' toast instead of adding.
 */
export const exceedsQuantityLimit = (
  current: number,
  adding: number,
  maxQuantity: number = CART_MAX_QUANTITY,
): boolean => current + adding > maxQuantity;

/** Cart badge text: the count, or '99+' above 99. */
export const formatBadgeCount = (count: number): string =>
  count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, Math.trunc(count)));
