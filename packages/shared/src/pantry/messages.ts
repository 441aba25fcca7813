// Texts the pantry API answers with that docs/product-spec.md §5/§8 do not give ("ours" in messages.ts's sense).
// The spec's own texts (FAZA, send quantity, toasts) live in ../messages.ts and are used from there.
import { MESSAGES } from '../messages';

export const PANTRY_MESSAGES = {
  invalidFaza: MESSAGES.faza.invalid,
  selfSend: MESSAGES.faza.self,
  sendRange: MESSAGES.quantity.sendRange,
  quantityNotNumber: 'Please enter a quantity.',
  notInPantry: 'This food is not in your pantry.',
  expired: 'This food has expired and cannot be sent.',
  foodNameRequired: 'Please choose the food to send.',
  quantityTypeRequired: 'Please choose a quantity type.',
  lotIdInvalid: 'This pantry item was not found.',
  unknownProduct: 'This item is not in the catalogue.',
  unknownQuantityType: (name: string) => `This quantity type is not sold for ${name}.`,
  addQuantity: 'Quantity must be a whole number from 1 to 10000.',
  adjustReason: 'Please say why you are adding this food (3 to 500 characters).',
  tooManySends: (seconds: number) =>
    `You are sending very fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  cursorInvalid: 'This page of your history cannot be found.',
} as const;
