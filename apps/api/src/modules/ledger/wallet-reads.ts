import { hasPermission, type Role, type WalletTransactionsResponse } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import {
  historyCursor,
  listWalletHistory,
  parseHistoryCursor,
  toWalletTransaction,
} from './history-repository';
import { findWallet, findWalletOfUser } from './wallet-accounts';

// The wallet's reads as `GET /api/wallet/balance/:id` and `/api/wallet/transactions` answer them:
// the routes and the server's drawing of /wallet (docs/decisions/0065) both read them here, with
// the same checks.

type Viewer = { id: string; role: Role };
/** The history's query, as its schema parsed it. */
type HistoryQuery = {
  limit: number;
  direction: Parameters<typeof listWalletHistory>[2]['direction'];
  cursor?: string | undefined;
};

/** A balance in naira: the viewer's own wallet, or any for staff who may view users. */
export async function readWalletBalance(
  db: Queryable,
  viewer: Viewer,
  walletId: string,
): Promise<number> {
  const wallet = await findWallet(db, walletId);
  // Someone else's wallet does not exist as far as a customer can tell.
  if (!wallet || (wallet.user_id !== viewer.id && !hasPermission(viewer.role, 'users:view')))
    throw refuse('WALLET_NOT_FOUND');
  return wallet.balance_kobo / 100;
}

/** The viewer's own wallet history, newest first, a page at a time. */
export async function readWalletTransactions(
  db: Queryable,
  viewer: Viewer,
  query: HistoryQuery,
  testMoney: boolean,
): Promise<WalletTransactionsResponse> {
  const wallet = await findWalletOfUser(db, viewer.id);
  if (!wallet) return { transactions: [], next_cursor: null, test_money: testMoney };
  const { limit, direction, cursor } = query;
  const { rows } = await listWalletHistory(db, wallet.id, {
    direction,
    limit: limit + 1,
    ...(cursor ? { before: parseHistoryCursor(cursor) } : {}),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    transactions: page.map(toWalletTransaction),
    next_cursor: rows.length > limit && last ? historyCursor(last) : null,
    test_money: testMoney,
  };
}
