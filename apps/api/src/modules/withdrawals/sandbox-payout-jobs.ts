import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { addJob } from '../../jobs/add-job';
import { sandboxOutcome } from './sandbox-banks';
import { SANDBOX_PAYOUT_TASK, SANDBOX_PAYOUTS_KEY, signPayoutBody } from './sandbox-payouts';

const SANDBOX_PAYOUTS_WEBHOOK_PATH = '/api/payments/sandbox/payouts/webhook';

/** Sends a signed body to our webhook as the provider would; answers the HTTP status. */
export type DeliverEvent = (body: string, signature: string) => Promise<number>;

/**
 * Over HTTP to this deployment's own webhook: PUBLIC_URL, or the API's port on this machine (the
 * worker process reaches the API there too), as Paystack reaches the webhook URL it is given.
 */
export const deliverOverHttp =
  (config: Config): DeliverEvent =>
  async (body, signature) => {
    const origin = config.PUBLIC_URL
      ? new URL(config.PUBLIC_URL).origin
      : `http://127.0.0.1:${config.PORT}`;
    const res = await fetch(`${origin}${SANDBOX_PAYOUTS_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return res.status;
  };

export type SandboxTiming = {
  /** How long the sandbox bank takes to settle or fail a payout (within the 2 s it promises). */
  settleMs: number;
  /** How long after its success a payout to an account ending 0008 is reversed. */
  reverseMs: number;
};
export const SANDBOX_TIMING: SandboxTiming = { settleMs: 1000, reverseMs: 5000 };

type Payout = {
  reference: string;
  transfer_code: string;
  account_number: string;
  bank_code: string;
  amount_kobo: number;
  status: string;
};

const FROM = { success: 'pending', failed: 'pending', reversed: 'success' } as const;

/**
 * The sandbox bank's move on one payout: its books change (what its verify answers), a payout to
 * an account ending 0008 is queued to reverse a few seconds after its success, and the signed
 * `transfer.*` event goes to our webhook; a delivery that is not answered 200 throws, so the job
 * is retried like Paystack retries its webhooks.
 */
export async function playSandboxPayout(
  sql: Sql,
  deliver: DeliverEvent,
  timing: SandboxTiming,
  payload: { reference: string; event: 'success' | 'failed' | 'reversed' },
): Promise<void> {
  if (payload.event !== 'reversed' && timing.settleMs > 0)
    await new Promise((r) => setTimeout(r, timing.settleMs));
  const payout = await withTransaction(sql, async (tx) => {
    const [moved] = await tx<Payout[]>`
      update sandbox_payouts set status = ${payload.event}, updated_at = clock_timestamp()
      where reference = ${payload.reference} and status = ${FROM[payload.event]}
      returning reference, transfer_code, account_number, bank_code, amount_kobo, status`;
    if (moved && payload.event === 'success' && sandboxOutcome(moved.account_number) === 'reverses')
      await addJob(
        tx,
        SANDBOX_PAYOUT_TASK,
        { reference: moved.reference, event: 'reversed' },
        { runAt: new Date(Date.now() + timing.reverseMs) },
      );
    if (moved) return moved;
    // Moved before (a retried delivery): the event is sent again as it stands.
    const [row] = await tx<Payout[]>`
      select reference, transfer_code, account_number, bank_code, amount_kobo, status
      from sandbox_payouts where reference = ${payload.reference}`;
    return row?.status === payload.event ? row : null;
  });
  if (!payout) return;
  const body = JSON.stringify({
    event: `transfer.${payload.event}`,
    data: {
      reference: payout.reference,
      transfer_code: payout.transfer_code,
      amount: payout.amount_kobo,
      currency: 'NGN',
      status: payload.event,
      recipient: {
        details: { account_number: payout.account_number, bank_code: payout.bank_code },
      },
    },
  });
  const status = await deliver(body, signPayoutBody(body, SANDBOX_PAYOUTS_KEY));
  if (status !== 200) throw new Error(`sandbox payout webhook answered ${status}`);
}
