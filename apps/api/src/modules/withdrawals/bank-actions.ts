import type { ResolvedAccount } from '@faza/shared';
import { refuse } from '../../lib/app-error';
import type { PayoutsProvider } from './payouts-port';

/**
 * The account's holder as the bank reports it (name enquiry), with the bank's name from the
 * provider's list; an unknown bank or account is refused with what to fix.
 */
export async function resolveBankAccount(
  provider: PayoutsProvider,
  accountNumber: string,
  bankCode: string,
): Promise<ResolvedAccount> {
  const bank = (await provider.listBanks()).find((b) => b.code === bankCode);
  if (!bank) throw refuse('BANK_NOT_FOUND', { field: 'bankCode' });
  const accountName = await provider.resolveAccount(accountNumber, bankCode);
  if (!accountName) throw refuse('BANK_ACCOUNT_NOT_FOUND', { field: 'accountNumber' });
  return { bankCode, bankName: bank.name, accountNumber, accountName };
}
