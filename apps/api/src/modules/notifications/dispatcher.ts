import { dispatchLoop, type Dispatcher } from '../../jobs/dispatch-loop';
import { deliverEmail, deliverPush, RetryLater, type DeliveryDeps } from './deliver';
import { claimDueDeliveries, recordAttempt, retryDeliveryIn } from './deliveries-repository';

/** The channel notify_event NOTIFYs once per transaction that wrote deliveries (migration 052). */
const DELIVERIES_CHANNEL = 'faza_deliveries';
/** Deliveries claimed at a time: one round trip claims a batch. */
const BATCH = 50;
/**
 * How long a claim keeps a delivery from the other dispatchers: longer than a batch takes (a push
 * service or mail server answers or times out well within it), short enough that a dispatcher
 * that died with a batch hands it on within a minute or so (as job runners do, decision 0041).
 */
const LEASE_SECONDS = 60;
/** Eight attempts with a back-off of e^n seconds: about an hour in all (decision 0030). */
const MAX_ATTEMPTS = 8;
/** The timer: retries and pushes held for the morning come due without a NOTIFY. */
const EVERY_MS = 5_000;

const backOffSeconds = (attempts: number) => Math.exp(Math.min(attempts, 10));

/** One attempt at a claimed delivery; a failure is recorded and put back for its back-off. */
async function attempt(
  deps: DeliveryDeps,
  delivery: { id: string; channel: 'push' | 'email'; attempts: number },
): Promise<void> {
  const tries = { attempts: delivery.attempts + 1, maxAttempts: MAX_ATTEMPTS };
  try {
    const send = delivery.channel === 'push' ? deliverPush : deliverEmail;
    await send(deps, delivery.id, tries);
  } catch (err) {
    const last = tries.attempts >= tries.maxAttempts;
    try {
      // RetryLater has recorded the attempt itself; anything else is recorded here.
      if (!(err instanceof RetryLater))
        await recordAttempt(deps.sql, delivery.id, {
          state: last ? 'failed' : 'pending',
          error: String((err as Error).message ?? err).slice(0, 500),
        });
      if (!last) await retryDeliveryIn(deps.sql, delivery.id, backOffSeconds(tries.attempts));
    } catch {
      // The claim runs out and the delivery is tried again: at least once, never lost.
    }
  }
}

/**
 * Sends every delivery due now (docs/decisions/0065): claims them in batches (`for update skip
 * locked`, with a lease), attempts each batch's deliveries side by side, and claims again until a
 * batch comes back short. Answers how many were attempted.
 */
async function dispatchDueDeliveries(deps: DeliveryDeps): Promise<number> {
  let attempted = 0;
  for (;;) {
    const claimed = await claimDueDeliveries(deps.sql, BATCH, LEASE_SECONDS);
    await Promise.all(claimed.map((delivery) => attempt(deps, delivery)));
    attempted += claimed.length;
    if (claimed.length < BATCH) return attempted;
  }
}

/** The notifications' dispatcher: woken by `faza_deliveries` and every few seconds. */
export function deliveryDispatcher(deps: DeliveryDeps, everyMs = EVERY_MS): Dispatcher {
  return dispatchLoop({
    run: () => dispatchDueDeliveries(deps),
    everyMs,
    listen: async (wake) => (await deps.sql.listen(DELIVERIES_CHANNEL, wake)).unlisten,
  });
}
