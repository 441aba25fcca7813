import { nairaToKobo } from '@faza/shared';
import type { SignedInData, SignedInPageData } from '../../lib/server-data';
import { walletBalanceQueryKey } from '../cart';
import { walletTransactionsQueryKey } from './use-wallet-transactions';

/** /wallet drawn on the server: the balance and the All tab's first page, as their hooks hold them. */
export const walletPageData: SignedInPageData = {
  reads: (user) => [
    '/wallet/transactions?direction=all&limit=20',
    ...(user.wallet_id ? [`/wallet/balance/${user.wallet_id}`] : []),
  ],
  queries: ([transactions, balance], user) => {
    const queries: SignedInData['queries'] = [
      [[...walletTransactionsQueryKey, 'all'], { pages: [transactions], pageParams: [null] }],
    ];
    if (user.wallet_id)
      queries.push([[...walletBalanceQueryKey, user.wallet_id], nairaToKobo(balance as number)]);
    return queries;
  },
};
