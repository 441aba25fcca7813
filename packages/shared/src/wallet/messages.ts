// Texts the wallet API and screens show. The spec's own (§5 top-up bounds, §8 'Top Up Successful!',
// the empty-list texts) live in ../messages.ts and are reused from there; the rest are "ours" in
// messages.ts's sense, written in the spec's tone.
import { waitText } from '../api/wait-text';
import { MESSAGES, TOASTS } from '../messages';
import { formatNaira } from '../rules/money';

export const WALLET_MESSAGES = {
  topUpInvalid: MESSAGES.topUp.invalid,
  topUpMin: MESSAGES.topUp.min,
  topUpMax: MESSAGES.topUp.max,
  topUpMethod: 'Please choose card or bank transfer.',
  insufficientBalance: MESSAGES.wallet.insufficientBalance,
  /** The refusal says what there is, so the sender knows how much they can send. */
  insufficientBalanceOf: (balanceKobo: number) =>
    `${MESSAGES.wallet.insufficientBalance}. You have ${formatNaira(balanceKobo)}.`,
  sendInvalid: 'Please enter a valid amount to send',
  sendMin: 'Minimum amount to send is ₦50',
  sendMax: 'Maximum amount to send is ₦1,000,000',
  sendDecimals: 'Amounts can have at most 2 decimal places',
  noteTooLong: 'Note must be at most 140 characters',
  invalidFaza: MESSAGES.faza.invalid,
  selfSend: MESSAGES.faza.self,
  tooManySends: (seconds: number) =>
    `You are sending money very fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  tooManyTopUps: (seconds: number) =>
    `You have started many top-ups this hour. Please try again in ${waitText(seconds)}.`,
  tooManyVerifications: (seconds: number) =>
    `You are checking payments very fast. Please wait ${waitText(seconds)} and try again.`,
  tooManySubscriptions: (seconds: number) =>
    `You have changed your plan many times this hour. Please try again in ${waitText(seconds)}.`,
  walletNotFound: 'Wallet not found.',
  topUpNotFound: 'Top-up not found.',
  cursorInvalid: 'This page of your history cannot be found.',
  cardDeclined: 'Card declined',
  cardInvalid: 'Please check the card number.',
  expiryInvalid: 'Please enter the expiry as MM/YY.',
  cardExpired: 'This card has expired.',
  cvvInvalid: 'Please enter the 3-digit CVV.',
  paymentCancelled: 'You left the payment page before paying. Nothing was charged.',
  paymentFailed: 'Payment failed. Nothing was added to your wallet.',
  topUpExpired: 'This top-up expired before it was paid. Nothing was charged.',
  paymentPending: 'We are still waiting for the payment provider. Please check again shortly.',
  amountMismatch: 'The amount paid does not match this top-up.',
  currencyMismatch: 'The payment was not in naira.',
  providerUnavailable: 'The payment provider is not answering. Please try again.',
  topUpNotPending: 'This top-up is no longer pending.',
  rejectReasonRequired: 'Please give a reason for rejecting this top-up.',
  bankPlaceholder: 'These are placeholder bank details. Do not transfer money to them.',
  /** While the sandbox provider takes card top-ups (PAYMENT_PROVIDER=sandbox). */
  testMoney: 'Test mode: this is test money, not real naira.',
  bankTransferNote: (reference: string) =>
    `Quote ${reference} as the transfer reference. Once our staff confirm the transfer, your wallet is credited with the amount that arrived.`,
  bankTopUpPending:
    'You already have a bank transfer top-up waiting for our confirmation. You can start another once it is confirmed or rejected.',
  receivedAmountInvalid: 'Please enter the amount that arrived, from ₦0.01 to ₦1,000,000.',
  /** A top-up credited with another amount than the customer asked for (wallet history). */
  receivedDiffers: (received: string, declared: string) =>
    `${received} arrived, not the ${declared} you told us, so ${received} was added to your wallet.`,
  topUpUnderReview: (reason: string) =>
    `Top-up under review: ${reason.replace(/\.$/, '')}. Nothing has been added yet.`,
  paymentUnderReview:
    'This payment does not match the top-up, so nothing has been added to your wallet yet. Our staff have been alerted and will check it.',
  subscriptionTypeInvalid: 'Please choose Premium or Premium Plus.',
  subscriptionPeriodInvalid: 'Please choose monthly or yearly.',
  subscriptionDowngrade:
    'You already have Premium Plus. Premium can be bought again when Premium Plus ends.',
  topUpSuccess: TOASTS.topUp.success,
  sendSuccess: {
    title: 'Money Sent!',
    description: (amount: string, name: string) => `${amount} sent to ${name}.`,
  },
  subscribeSuccess: {
    title: 'Subscription Active!',
    description: (tier: string, until: string) => `You are on ${tier} until ${until}.`,
  },
} as const;
