import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nairaToKobo, type SandboxTransferRequest, type WalletAccount } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { walletBalance, walletOfUser } from '../ledger';
import { SANDBOX_BANK_NAME, type PaymentProvider } from '../top-ups';
import { receiveTransfer } from './receive-transfer';
import {
  dedicatedNubanEvent,
  SANDBOX_WEBHOOK_KEY,
  signBody,
  transferEventOf,
} from './transfer-events';
import { findVirtualAccount, queueAccountIfMissing } from './virtual-accounts-repository';

// The customer's and the sandbox's actions on bank transfers: each is what one route calls.

type Log = { error: (msg: string) => void; warn: (msg: string) => void };

/** The customer's own account number, or why there is none yet (`GET /api/wallet/account`). */
export async function walletAccount(
  sql: Sql,
  user: { id: string; phone_verified_at: Date | null },
): Promise<WalletAccount> {
  if (!user.phone_verified_at)
    return { accountNumber: null, bankName: null, accountName: null, status: 'phone_unverified' };
  let row = await findVirtualAccount(sql, user.id);
  if (!row) {
    await withTransaction(sql, (tx) => queueAccountIfMissing(tx, user.id));
    row = await findVirtualAccount(sql, user.id);
  }
  if (row?.status !== 'assigned')
    return { accountNumber: null, bankName: null, accountName: null, status: 'pending' };
  return {
    accountNumber: row.account_number,
    bankName: row.bank_name,
    accountName: row.account_name,
    status: 'assigned',
  };
}

/**
 * Asks the provider about transfers into the account it may not have told us of, and receives each
 * (the requery job does this for every recently active account; "I've sent money" for one).
 * Answers how many were credited now.
 */
export async function requeryAccount(
  sql: Sql,
  provider: PaymentProvider,
  accountNumber: string,
  log: Log,
): Promise<number> {
  let credited = 0;
  for (const event of await provider.requeryTransfers(accountNumber)) {
    const { outcome } = await receiveTransfer(sql, provider, event, log);
    if (outcome === 'credited') credited++;
  }
  return credited;
}

/** "I've sent money": the requery of the customer's own account, then their balance. */
export async function requeryMyAccount(
  sql: Sql,
  provider: PaymentProvider,
  userId: string,
  log: Log,
): Promise<{ credited: number; balance: number }> {
  const row = await findVirtualAccount(sql, userId);
  const credited =
    row?.status === 'assigned' && row.account_number
      ? await requeryAccount(sql, provider, row.account_number, log)
      : 0;
  const wallet = await withTransaction(sql, (tx) => walletOfUser(tx, userId));
  return { credited, balance: (await walletBalance(sql, wallet.id)) / 100 };
}

/** Where our own webhook answers on this process: its loopback address while it listens. */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!app.server.listening || !address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::', '::1'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const SANDBOX_WEBHOOK_PATH = '/api/payments/sandbox/webhook';

/** Sends a signed event to our own webhook over HTTP, as the provider would; answers its status. */
async function deliverSandboxEvent(app: FastifyInstance, body: string): Promise<number> {
  const headers = {
    'content-type': 'application/json',
    'x-paystack-signature': signBody(body, SANDBOX_WEBHOOK_KEY),
  };
  const origin = ownOrigin(app);
  // Not listening (an in-process test app): the same request, injected.
  if (!origin)
    return (await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, headers, payload: body }))
      .statusCode;
  const res = await fetch(`${origin}${SANDBOX_WEBHOOK_PATH}`, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The sandbox plays the bank and the provider (`POST /api/wallet/sandbox/transfers`): records the
 * transfer in its own books (what its re-check answers), then sends the signed `charge.success`
 * event to our webhook, twice at once when `duplicate`, exactly as Paystack would.
 */
export async function simulateTransfer(
  app: FastifyInstance,
  input: SandboxTransferRequest,
): Promise<{ reference: string; deliveries: number[] }> {
  const reference = `SBX${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
  const amountKobo = nairaToKobo(input.amount);
  const senderName = (input.senderName ?? 'SANDBOX SENDER').trim().toUpperCase();
  const [row] = await app.sql<{ created_at: Date }[]>`
    insert into sandbox_bank_transfers (reference, account_number, amount_kobo, sender_name, sender_bank)
    values (${reference}, ${input.accountNumber}, ${amountKobo}, ${senderName}, 'Sandbox Sender Bank')
    returning created_at`;
  const body = JSON.stringify(
    dedicatedNubanEvent({
      reference,
      accountNumber: input.accountNumber,
      amountKobo,
      currency: 'NGN',
      senderName,
      senderBank: 'Sandbox Sender Bank',
      receivedAt: row!.created_at,
      bankName: SANDBOX_BANK_NAME,
    }),
  );
  const copies = input.duplicate ? 2 : 1;
  const deliveries = await Promise.all(
    Array.from({ length: copies }, () => deliverSandboxEvent(app, body)),
  );
  return { reference, deliveries };
}

/**
 * A signed event at a webhook: a transfer into a virtual account is received (re-checked, stored
 * once, credited); answers false for any other event, which the caller handles or acknowledges.
 */
export async function receiveTransferEvent(
  sql: Sql,
  provider: PaymentProvider,
  body: unknown,
  log: Log,
): Promise<boolean> {
  const event = transferEventOf(body);
  if (!event) return false;
  await receiveTransfer(sql, provider, event, log);
  return true;
}
