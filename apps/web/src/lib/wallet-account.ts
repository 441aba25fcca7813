import { useQuery } from '@tanstack/react-query';
import {
  SANDBOX_BANK_NAME_TEXT,
  walletAccountResponseSchema,
  type WalletAccount,
} from '@faza/shared';
import { apiFetch } from './api-client';

// The customer's own account number (docs/decisions/0055): the wallet shows it, and the
// invoice and the pending-payment card point the order's transfer there.

export const walletAccountQueryKey = ['wallet', 'account'] as const;

/** `GET /api/wallet/account`. */
const fetchWalletAccount = () =>
  apiFetch('/wallet/account', { schema: walletAccountResponseSchema });

/**
 * While the number is being set up (a job asks the provider) the query asks again every few
 * seconds, so the card fills in by itself.
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
