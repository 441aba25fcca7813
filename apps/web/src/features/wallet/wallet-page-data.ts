import { nairaToKobo } from '@faza/shared';
import type { SignedInData, SignedInPageData } from '../../lib/server-data';
import { walletBalanceQueryKey } from '../cart';
import { walletAccountQueryKey } from '../../lib/wallet-account';
import {
  accountLimitsQueryKey,
  giftsQueryKey,
  withdrawalsQueryKey,
} from '../../lib/wallet-part-keys';
import { walletTransactionsQueryKey } from './use-wallet-transactions';

/**
 * /wallet drawn on the server: the balance, the own account number, the withdrawals, the limits,
 * the gifts still waiting and the All tab's first page, as their hooks hold them: the whole page,
 * with nothing to fetch as it starts. The account number is drawn too: its card, drawn loading,
 * grew when it arrived and pushed the cards below it down (a layout shift of 0.045). The answers
 * are plain JSON, as their schemas parse them (no transforms), so they are the hooks' data as is.
 */
export const walletPageData: SignedInPageData = {
  reads: (user) => [
    '/wallet/transactions?direction=all&limit=20',
    '/wallet/account',
    '/wallet/withdrawals',
    '/account/limits',
    '/gifts',
    ...(user.wallet_id ? [`/wallet/balance/${user.wallet_id}`] : []),
  ],
  queries: ([transactions, account, withdrawals, limits, gifts, balance], user) => {
    const queries: SignedInData['queries'] = [
      [[...walletTransactionsQueryKey, 'all'], { pages: [transactions], pageParams: [null] }],
      [walletAccountQueryKey, account],
      [withdrawalsQueryKey, withdrawals],
      [accountLimitsQueryKey, limits],
      [giftsQueryKey, (gifts as { gifts: unknown[] }).gifts],
    ];
    if (user.wallet_id)
      queries.push([[...walletBalanceQueryKey, user.wallet_id], nairaToKobo(balance as number)]);
    return queries;
  },
};
