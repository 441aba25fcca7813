import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { applyPayoutVerdict } from './apply-verdict';
import { payoutEventOf, type PayoutsProvider } from './payouts-port';
import { queuePayout } from './request-withdrawal';
import {
  findWithdrawal,
  findWithdrawalByReference,
  markChecked,
  markInitiated,
  staleWithdrawals,
} from './withdrawals-repository';

type Log = { error: (m: string) => void; warn: (m: string) => void };

/**
 * The payout job (docs/decisions/0062-withdrawals.md): asks the provider to pay a processing
 * withdrawal — a recipient, then the transfer under our reference, so a retry after a crash or a
 * timeout cannot pay twice (the provider refuses the reference again and its verify tells). A
 * provider that cannot be reached throws, and graphile-worker retries with backoff.
 */
export async function initiatePayout(
  sql: Sql,
  provider: PayoutsProvider,
  withdrawalId: string,
  log: Log,
): Promise<void> {
  const w = await findWithdrawal(sql, withdrawalId);
  if (!w || w.state !== 'processing') return;
  if (w.provider !== provider.name) {
    log.warn(`withdrawal ${w.reference} belongs to ${w.provider}, not ${provider.name}`);
    return;
  }
  const recipientCode =
    w.recipient_code ??
    (await provider.createRecipient({
      name: w.account_name,
      accountNumber: w.account_number,
      bankCode: w.bank_code,
    }));
  const started = await provider.initiateTransfer({
    reference: w.reference,
    amountKobo: w.amount_kobo,
    recipientCode,
    reason: 'Faza wallet withdrawal',
  });
  await markInitiated(sql, w.id, { recipientCode, transferCode: started.transferCode });
  // Told at once that it failed or went through (or a retry of one already sent): ask its verify.
  if (started.duplicate || ['success', 'failed', 'reversed'].includes(started.status))
    await applyPayoutVerdict(sql, w.id, await provider.verifyTransfer(w.reference), log);
}

/**
 * A signed `transfer.*` event at a webhook (Paystack's, or the sandbox's): answers false for any
 * other event. The event names only the reference; the provider's verify says what happened.
 * A reference that is not ours is acknowledged and ignored. A provider that cannot be reached
 * throws (the webhook answers 502, and the provider sends it again).
 */
export async function receivePayoutEvent(
  sql: Sql,
  provider: PayoutsProvider,
  body: unknown,
  log: Log,
): Promise<boolean> {
  const event = payoutEventOf(body);
  if (!event) return false;
  const w = await findWithdrawalByReference(sql, event.reference);
  if (!w || w.provider !== provider.name) return true;
  await applyPayoutVerdict(sql, w.id, await provider.verifyTransfer(event.reference), log);
  return true;
}

/** How long a processing withdrawal waits unheard of before the re-check asks the provider. */
const STALE_MINUTES = 10;
/** A payout the provider never took within this long is failed and its money returned. */
const GIVE_UP_HOURS = 24;

/**
 * The re-check: every processing withdrawal unheard of for a while is asked about again; one the
 * provider never took is queued again (same reference) or, after a day, failed and returned.
 */
export async function recheckWithdrawals(
  sql: Sql,
  provider: PayoutsProvider,
  log: Log,
): Promise<{ checked: number; moved: number }> {
  const run = { checked: 0, moved: 0 };
  for (const w of await staleWithdrawals(sql, STALE_MINUTES, 100)) {
    if (w.provider !== provider.name) continue;
    run.checked++;
    try {
      const verdict = await provider.verifyTransfer(w.reference);
      if (verdict.status === 'unknown') {
        const age = Date.now() - w.created_at.getTime();
        if (age > GIVE_UP_HOURS * 3600_000) {
          await applyPayoutVerdict(
            sql,
            w.id,
            {
              status: 'failed',
              amountKobo: w.amount_kobo,
              reason: 'The bank did not take the payout',
            },
            log,
          );
          run.moved++;
          continue;
        }
        await withTransaction(sql, (tx) => queuePayout(tx, w.id));
      } else if (
        await applyPayoutVerdict(sql, w.id, verdict, log).then(
          (r) => r?.state !== w.state && r !== null,
        )
      ) {
        run.moved++;
      }
      await markChecked(sql, w.id);
    } catch (err) {
      log.warn(`re-check of withdrawal ${w.reference} failed: ${(err as Error).message}`);
    }
  }
  return run;
}
