import type { QueryClient } from '@tanstack/react-query';
import { walletBalanceQueryKey } from '../cart';
import { reloadAccountLimits } from '../kyc';
import { walletTransactionsQueryKey } from './use-wallet-transactions';

/**
 * After money moved: the balance (the same query the cart's Wallet checkout reads) and the
 * history are stale.
 */
export function reloadWallet(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: walletBalanceQueryKey }),
    client.invalidateQueries({ queryKey: walletTransactionsQueryKey }),
    // The day's limits used and left moved with it.
    reloadAccountLimits(client),
  ]);
}
