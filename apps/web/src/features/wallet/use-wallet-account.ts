import { useQuery } from '@tanstack/react-query';
import { SANDBOX_BANK_NAME_TEXT, type WalletAccount } from '@faza/shared';
import { fetchWalletAccount } from './wallet-api';

export const walletAccountQueryKey = ['wallet', 'account'] as const;

/**
 * The customer's own account number. While it is being set up (a job asks the provider) the
 * query asks again every few seconds, so the card fills in by itself.
 */
export function useWalletAccount(enabled = true) {
  return useQuery({
    queryKey: walletAccountQueryKey,
    queryFn: fetchWalletAccount,
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}

/** The sandbox's bank: its simulator is offered only with an account there. */
export const isSandboxAccount = (account: WalletAccount | undefined) =>
  account?.bankName === SANDBOX_BANK_NAME_TEXT;
