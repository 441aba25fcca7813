import { nairaToKobo } from '@faza/shared';
import type { SignedInData, SignedInPageData } from '../../lib/server-data';
import { walletBalanceQueryKey } from '../cart';
import { walletAccountQueryKey } from '../../lib/wallet-account';
import { walletTransactionsQueryKey } from './use-wallet-transactions';

/**
 * /wallet drawn on the server: the balance, the own account number and the All tab's first page,
 * as their hooks hold them. The account number is drawn too: its card, drawn loading, grew when it
 * arrived and pushed the cards below it down (a layout shift of 0.045).
 */
export const walletPageData: SignedInPageData = {
  reads: (user) => [
    '/wallet/transactions?direction=all&limit=20',
    '/wallet/account',
    ...(user.wallet_id ? [`/wallet/balance/${user.wallet_id}`] : []),
  ],
  queries: ([transactions, account, balance], user) => {
    const queries: SignedInData['queries'] = [
      [[...walletTransactionsQueryKey, 'all'], { pages: [transactions], pageParams: [null] }],
      [walletAccountQueryKey, account],
    ];
    if (user.wallet_id)
      queries.push([[...walletBalanceQueryKey, user.wallet_id], nairaToKobo(balance as number)]);
    return queries;
  },
};
