import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formatNaira,
  nairaToKobo,
  needsApproval,
  waitText,
  WITHDRAWAL_MESSAGES,
  type WithdrawalRequest,
} from '@faza/shared';
import type { Config } from '../../config';
import type { Sql, TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits, resetLimit } from '../../lib/rate-limit';
import { addJob } from '../../jobs/add-job';
import { passwordMatches } from '../auth';
import { assertWithinLimits } from '../kyc';
import { insufficientBalance } from '../ledger';
import { resolveBankAccount } from './bank-actions';
import type { PayoutsProvider } from './payouts-port';
import { saveResolvedAccount } from './saved-accounts-repository';
import { holdWithdrawal } from './withdrawal-money';
import { insertWithdrawal, toWithdrawal } from './withdrawals-repository';

export const PAYOUT_INITIATE_TASK = 'payout_initiate';

/** Queues the provider's payout for a withdrawal, once per withdrawal however often it is asked. */
export const queuePayout = (db: TransactionSql | Sql, withdrawalId: string) =>
  addJob(
    db,
    PAYOUT_INITIATE_TASK,
    { withdrawalId },
    {
      jobKey: `payout:${withdrawalId}`,
      maxAttempts: 25,
    },
  );

type Deps = { sql: Sql; config: Config; provider: PayoutsProvider };

/** Five wrong passwords in 15 minutes, then a wait: the password cannot be guessed here. */
const PASSWORD_RULE = { points: 5, windowSeconds: 15 * 60 };

/**
 * `POST /api/wallet/withdrawals` (docs/decisions/0062-withdrawals.md): the amount and the account
 * are checked, the password asked again (a money-out step), the account's name asked of the bank;
 * then, in one transaction under the Idempotency-Key, the wallet's row is locked, the balance and
 * the limits checked, and the amount with its fee held in payouts_pending. The provider is asked
 * to pay by a job queued in the same transaction (so a crash loses nothing), or a staff member
 * first approves a large one.
 */
export async function requestWithdrawal(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  me: { id: string },
  body: Required<WithdrawalRequest>,
) {
  const amountKobo = nairaToKobo(body.amount);
  const minKobo = deps.config.WITHDRAWAL_MIN_NAIRA * 100;
  if (amountKobo < minKobo)
    throw refuse('WITHDRAWAL_BELOW_MINIMUM', {
      field: 'amount',
      message: WITHDRAWAL_MESSAGES.belowMinimum(minKobo),
    });
  const passwordKey = `withdraw-password:user:${me.id}`;
  if (!(await passwordMatches(deps.sql, me.id, body.password))) {
    await enforceLimits(deps.sql, reply, [{ key: passwordKey, rule: PASSWORD_RULE }], waitText);
    throw refuse('WITHDRAWAL_PASSWORD_WRONG', { field: 'password' });
  }
  await resetLimit(deps.sql, passwordKey);
  const account = await resolveBankAccount(deps.provider, body.accountNumber, body.bankCode);
  const feeKobo = deps.config.WITHDRAWAL_FEE_NAIRA * 100;
  const reviewKobo = deps.config.WITHDRAWAL_REVIEW_NAIRA * 100;

  return idempotent(
    req,
    reply,
    deps.sql,
    { route: 'wallet.withdraw', required: true },
    async (tx) => {
      const [wallet] = await tx<{ id: string; balance_kobo: number }[]>`
      select id, balance_kobo from wallets where user_id = ${me.id} for update`;
      if (!wallet) throw refuse('OWNER_NOT_FOUND');
      const totalKobo = amountKobo + feeKobo;
      if (wallet.balance_kobo < totalKobo)
        throw feeKobo > 0
          ? refuse('INSUFFICIENT_BALANCE', {
              field: 'amount',
              message: `${WITHDRAWAL_MESSAGES.feeNeeded(formatNaira(totalKobo), formatNaira(feeKobo))} You have ${formatNaira(wallet.balance_kobo)}.`,
            })
          : insufficientBalance(wallet.balance_kobo);
      // The day's limit out of the account's verification tier, under the wallet's row lock
      // (docs/decisions/0063-verification-tiers-and-limits.md).
      await assertWithinLimits(tx, me.id, { direction: 'out', amountKobo: totalKobo });
      const row = await insertWithdrawal(tx, {
        id: randomUUID(),
        user_id: me.id,
        reference: `fzw_${randomBytes(12).toString('hex')}`,
        provider: deps.provider.name,
        amount_kobo: amountKobo,
        fee_kobo: feeKobo,
        bank_code: account.bankCode,
        bank_name: account.bankName,
        account_number: account.accountNumber,
        account_name: account.accountName,
        state: needsApproval(amountKobo, reviewKobo) ? 'awaiting_approval' : 'processing',
      });
      const { balances } = await holdWithdrawal(tx, row, wallet.id);
      if (row.state === 'processing') await queuePayout(tx, row.id);
      if (body.save) await saveResolvedAccount(tx, me.id, account);
      const balanceKobo = balances.get(wallet.id)!;
      return {
        status: 201,
        body: ok({
          withdrawal: toWithdrawal(row),
          balance: balanceKobo / 100,
          balance_kobo: balanceKobo,
        }),
      };
    },
  );
}
