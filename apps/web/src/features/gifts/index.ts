// Gifts to a phone number not yet on Faza (docs/decisions/0036): what the send dialogs use.
export { GiftHeld } from './gift-share';
export { useCreateGift } from './use-create-gift';
export { PendingGiftsNote } from './pending-gifts-note';
