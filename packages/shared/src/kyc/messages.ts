import { waitText } from '../api/wait-text';

// Texts of verification tiers and limits (docs/decisions/0063): each refusal says what to do.

type Step = 'identity' | 'address' | null;

const verify = (step: Step) =>
  step === 'identity' ? 'Verify your BVN or NIN' : 'Verify your address';

export const KYC_MESSAGES = {
  /** A day's limit reached: the next step if there is one, and what is still possible today. */
  dailyLimit: (step: Step, verb: 'receive' | 'send', limit: string, left: string) =>
    step
      ? `${verify(step)} to ${verb} more than ${limit} a day. You can ${verb} ${left} more today.`
      : `You can ${verb} at most ${limit} a day. You can ${verb} ${left} more today; the limit starts again at midnight.`,
  balanceLimit: (step: Step, limit: string, left: string) =>
    step
      ? `${verify(step)} to hold more than ${limit} in your wallet. You can receive ${left} more.`
      : `Your wallet can hold at most ${limit}. You can receive ${left} more.`,
  recipientLimit: (left: string) =>
    `The recipient's account cannot receive this much yet: ${left} more at most. Ask them to verify their BVN or NIN on Faza, or send less.`,
  limitExceeded:
    'This is more than your account may receive or send. Verify your account to raise the limit.',
  recipientLimitExceeded: "The recipient's account cannot receive this much yet.",
  heldForLimit: (tier: number, message: string) =>
    `Over the customer's Tier ${tier} limit, held until they verify or staff return it: ${message}`,
  idNumberInvalid: 'Enter the 11 digits of your BVN or NIN',
  idTypeInvalid: 'Choose BVN or NIN',
  nameNeeded: 'Add your first and last name before verifying, so we can match them.',
  identityPending: 'We are checking your BVN or NIN. This usually takes a few seconds.',
  identityAlreadyTier: 'Your BVN or NIN is already verified.',
  identityFailed: (reason: string) => `We could not verify your BVN or NIN: ${reason}`,
  nameMismatch: (reported: string) =>
    `The name on this BVN or NIN (${reported}) does not match the name on your Faza account. Check the number, or correct your name in your profile.`,
  tooManyChecks: (seconds: number) =>
    `You have tried many checks this hour. Please try again in ${waitText(seconds)}.`,
  identityInUse: 'This BVN or NIN already verifies another Faza account.',
  identityNotFound: 'That BVN or NIN was not found. Check the 11 digits and try again.',
  identityVerified: 'BVN or NIN verified: you are now Tier 2.',
  addressNeedsTier2: 'Verify your BVN or NIN first; then send a proof of address.',
  addressAlready: 'Your address is already verified.',
  addressPending: 'Your proof of address is waiting for review.',
  documentType: 'Send a photo (JPEG or PNG) or a PDF of your proof of address.',
  documentTooLarge: (max: string) => `That file is too large: at most ${max}.`,
  documentEmpty: 'That file is empty.',
  reviewNotFound: 'Address review not found.',
  reviewDecided: 'This address review has already been decided.',
  reviewOwn: 'Someone else must decide this review: you asked for it, or it is your own account.',
  reasonNeeded: 'Say why (3 to 300 characters).',
  addressApproved: 'Address verified: you are now Tier 3.',
} as const;
