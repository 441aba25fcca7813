import { formatNaira } from '../rules/money';

// What the withdrawal screens and refusals say (docs/decisions/0062-withdrawals.md), once.

export const WITHDRAWAL_MESSAGES = {
  accountNumberInvalid: 'Enter the 10-digit account number.',
  bankRequired: 'Choose your bank from the list.',
  bankNotFound: 'We do not know this bank. Choose your bank from the list.',
  accountNotFound: 'We could not find this account. Check the number and the bank.',
  amountInvalid: 'Enter an amount in naira, with at most 2 decimals.',
  belowMinimum: (minKobo: number) => `The smallest withdrawal is ${formatNaira(minKobo)}.`,
  feeNeeded: (total: string, fee: string) => `This withdrawal needs ${total} with its ${fee} fee.`,
  passwordRequired: 'Enter your password to confirm.',
  passwordWrong: 'Your password is not correct.',
  notFound: 'This withdrawal was not found.',
  alreadyDecided: 'This withdrawal has already been decided.',
  savedNotFound: 'This saved account was not found.',
  rejectReasonRequired: 'Give a reason of at least 3 characters.',
  awaitingApproval:
    'Large withdrawals are checked by our team first; your money is held meanwhile.',
} as const;

/** "GTBank ••••4567": the bank and the account's last four digits. */
export const bankAccountLabel = (bankName: string, accountNumber: string): string =>
  `${bankName} ••••${accountNumber.slice(-4)}`;
