import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  authUserSchema,
  ordersListSchema,
  pantryResponseSchema,
  walletBalanceParamsSchema,
  walletBalanceResponseSchema,
  walletTransactionsQuerySchema,
  walletAccountResponseSchema,
  walletTransactionsResponseSchema,
} from '@faza/shared';
import { toAuthUser, userOfCookieHeader, type SessionUser } from './modules/auth';
import { walletAccount } from './modules/bank-transfers';
import { readWalletBalance, readWalletTransactions } from './modules/ledger';
import { readMyOrders } from './modules/orders';
import { readPantry } from './modules/pantry';
import type { DrawingReads } from './plugins/signed-in-pages';

type Read = (app: FastifyInstance, user: SessionUser, url: URL) => Promise<unknown>;

/**
 * The API reads the signed-in pages are drawn from, answered by the module functions their routes
 * call, with the same checks and the same answer (encoded by the route's response schema, as the
 * route's serializer does), without a request to ourselves: the session is read once per drawing,
 * not once per read (docs/decisions/0065-drawings-side-by-side-and-notifications-by-dispatcher.md).
 */
const READS: Record<string, Read> = {
  '/pantry': async (app, user) =>
    z.encode(pantryResponseSchema, await readPantry(app.sql, user.id)),
  '/orders': async (app, user) => z.encode(ordersListSchema, await readMyOrders(app.sql, user.id)),
  '/wallet/account': async (app, user) =>
    z.encode(walletAccountResponseSchema, await walletAccount(app.sql, user)),
  '/wallet/transactions': async (app, user, url) => {
    const query = walletTransactionsQuerySchema.parse(Object.fromEntries(url.searchParams));
    const testMoney = app.config.PAYMENT_PROVIDER === 'sandbox';
    const answer = await readWalletTransactions(app.sql, user, query, testMoney);
    return z.encode(walletTransactionsResponseSchema, answer);
  },
};

const BALANCE = /^\/wallet\/balance\/([^/]+)$/;

async function read(app: FastifyInstance, user: SessionUser, cookie: string, path: string) {
  const url = new URL(path, 'http://drawing.invalid');
  const direct = READS[url.pathname];
  if (direct) return direct(app, user, url);
  const balance = BALANCE.exec(url.pathname);
  if (balance) {
    const { id } = walletBalanceParamsSchema.parse({ id: decodeURIComponent(balance[1]!) });
    return z.encode(walletBalanceResponseSchema, await readWalletBalance(app.sql, user, id));
  }
  // A read no module function answers here yet: through the API itself, with the same cookie.
  const res = await app.inject({ method: 'GET', url: `/api${path}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`GET /api${path} answered ${res.statusCode}`);
  return (JSON.parse(res.body) as { data: unknown }).data;
}

export function drawingReads(app: FastifyInstance): DrawingReads {
  return async (cookie) => {
    const user = await userOfCookieHeader(app, cookie);
    if (!user) return null;
    return {
      me: z.encode(authUserSchema, toAuthUser(user)),
      read: (path) => read(app, user, cookie, path),
    };
  };
}
