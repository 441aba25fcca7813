import { createHash } from 'node:crypto';
import type { PayoutBank } from './payouts-port';

/** The sandbox's fixed bank list: Nigeria's common banks with their CBN codes. */
export const SANDBOX_BANKS: readonly PayoutBank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '058', name: 'GTBank' },
  { code: '030', name: 'Heritage Bank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '50515', name: 'Moniepoint MFB' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
  { code: '076', name: 'Polaris Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
];

const FIRST = ['ADAEZE', 'CHINEDU', 'FUNMILAYO', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'AISHA', 'EMEKA'];
const LAST = ['OKONKWO', 'ADEYEMI', 'BELLO', 'EZE', 'OKAFOR', 'ABUBAKAR', 'NWOSU', 'ADEBAYO'];

/**
 * The sandbox's name enquiry: the same account and bank always answer the same holder; numbers
 * ending 0000 have no account (the refusal can be tried).
 */
export function sandboxAccountName(accountNumber: string, bankCode: string): string | null {
  if (accountNumber.endsWith('0000')) return null;
  const digest = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return `${FIRST[digest[0]! % FIRST.length]} ${LAST[digest[1]! % LAST.length]}`;
}

/** What the sandbox bank does with a payout to the account, by its last four digits. */
export function sandboxOutcome(accountNumber: string): 'success' | 'failed' | 'reverses' {
  if (accountNumber.endsWith('0009')) return 'failed';
  if (accountNumber.endsWith('0008')) return 'reverses';
  return 'success';
}
