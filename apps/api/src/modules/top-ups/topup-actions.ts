import {
  hasPermission,
  nairaToKobo,
  PATHS,
  type Role,
  type TopUpRequest,
  type TopUpResponse,
  type VerifyTopUpResponse,
} from '@faza/shared';
import type { Config } from '../../config';
import type { Sql, TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { bankDetailsArePlaceholders } from '../../startup-warnings';
import { assertWithinLimits } from '../kyc';
import { newReference, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { insertBankTopUp } from './bank-topup';
import { checkCardTopUp, type AlertLog } from './card-topup-check';
import type { Providers } from './providers';
import { insertTopUp, toTopUp, type TopUpRow } from './topups-repository';

// A customer's top-ups (docs/architecture.md §1 "Adding a feature"): each is one function a route
// calls once.

type StartTopUpInput = {
  user: { id: string; email: string };
  request: TopUpRequest;
  /** Our public origin, where the provider sends the payer back. */
  origin: string;
};

/**
 * Starts a top-up in the transaction idempotent() opens for it: card asks the provider for a
 * payment URL, bank answers our account details and the top-up's own reference.
 */
export async function startTopUp(
  tx: TransactionSql,
  { user, request, origin }: StartTopUpInput,
  { config, providers }: { config: Config; providers: Providers },
): Promise<TopUpResponse> {
  const { method } = request;
  const amountKobo = nairaToKobo(request.amount);
  // Refused before anyone pays when it would break the tier's limits (docs/decisions/0063); the
  // spec's own bounds (₦100 to ₦1,000,000) were checked first, by the request's schema.
  await assertWithinLimits(tx, user.id, { direction: 'in', amountKobo });
  const wallet = await walletOfUser(tx, user.id);
  const row: TopUpRow =
    method === 'card'
      ? await insertTopUp(tx, {
          reference: newReference('TOP'),
          user_id: user.id,
          wallet_id: wallet.id,
          method,
          provider: providers.current.name,
          amount_kobo: amountKobo,
        })
      : await insertBankTopUp(tx, { userId: user.id, walletId: wallet.id, amountKobo });
  const { reference } = row;
  if (method === 'bank')
    await notify(tx, { kind: 'staff.bank_topup', topUpId: row.id, reference, amountKobo });
  if (method === 'card') {
    // A provider that refuses or does not answer rolls the pending top-up back (502).
    const { paymentUrl } = await providers.current.initialize({
      reference,
      amountKobo,
      email: user.email,
      origin,
      callbackUrl: `${origin}${PATHS.wallet}?reference=${encodeURIComponent(reference)}`,
    });
    return {
      method,
      reference,
      topup: toTopUp(row),
      provider: providers.current.name,
      payment_url: paymentUrl,
    };
  }
  return {
    method,
    reference,
    topup: toTopUp(row),
    bank: {
      bank_name: config.BANK_NAME,
      account_name: config.BANK_ACCOUNT_NAME,
      account_number: config.BANK_ACCOUNT_NUMBER,
      reference,
      placeholder: bankDetailsArePlaceholders(config),
    },
  };
}

type VerifyTopUpInput = {
  user: { id: string; role: Role };
  reference: string;
  userId: string;
  log: AlertLog;
};

/** Asks the provider about a top-up and credits the wallet once if it was paid (as the webhook). */
export async function verifyTopUp(
  sql: Sql,
  providers: Providers,
  { user, reference, userId, log }: VerifyTopUpInput,
): Promise<VerifyTopUpResponse> {
  const staff = hasPermission(user.role, 'orders:confirm');
  if (userId !== user.id && !staff) throw refuse('TOPUP_NOT_FOUND');
  const outcome = await checkCardTopUp(sql, providers.of, reference, { userId, log });
  // Committed as needs_review: the provider's word did not match the top-up; staff decide.
  if (outcome.topup.status === 'needs_review') throw refuse('PAYMENT_UNDER_REVIEW');
  return {
    topup: toTopUp(outcome.topup),
    balance: outcome.balanceKobo / 100,
    balance_kobo: outcome.balanceKobo,
  };
}
