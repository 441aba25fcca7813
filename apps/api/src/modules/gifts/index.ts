// The gifts module: food or money sent to a phone number not yet on Faza, held in the ledger and
// the pantry journal, claimed by the owner of the number with a texted code, returned after 7 days
// (docs/decisions/0036-gifts-held-for-a-phone-number.md). Other code uses only what is here.
export { giftsRoutes } from './gifts-routes';
export { giftJobs, tellNewMemberOfGifts } from './gift-jobs';
export { phoneForGiftSignUp } from './gift-sign-up';
