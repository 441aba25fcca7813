import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { errorResponses, withExample } from '../../lib/route-schema';
import { paystackSignatureValid } from '../top-ups';
import { receivePayoutEvent } from './payout-actions';
import type { PayoutsProvider } from './payouts-port';
import { SANDBOX_PAYOUTS_KEY } from './sandbox-payouts';

/**
 * `POST /api/payments/sandbox/payouts/webhook`: where the sandbox bank sends its payout events,
 * signed exactly as Paystack signs (HMAC-SHA512 of the raw body in `x-paystack-signature`), checked
 * over the raw bytes, then received like Paystack's own: re-verified before anything moves.
 */
export async function sandboxPayoutWebhookRoutes(
  app: FastifyInstance,
  opts: { provider: PayoutsProvider },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Only in this plugin: keep the raw body for the signature, then parse it.
  keepRawJsonBody(app);

  api.post(
    '/payments/sandbox/payouts/webhook',
    {
      config: { skipOriginCheck: true },
      schema: {
        tags: ['wallet'],
        summary:
          'Sandbox payout webhook: transfer.success, transfer.failed or transfer.reversed, signed like Paystack’s, re-verified, applied once',
        body: withExample(z.unknown(), {
          event: 'transfer.success',
          data: { reference: 'fzw_example', amount: 500_000, status: 'success' },
        }),
        response: {
          200: successEnvelope(z.object({ received: z.boolean() })),
          ...errorResponses('BAD_JSON', 'INVALID_SIGNATURE', 'INSUFFICIENT_BALANCE', 400, 401, 502),
        },
      },
    },
    async (req) => {
      const header = req.headers['x-paystack-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!req.rawBody || !paystackSignatureValid(req.rawBody, signature, SANDBOX_PAYOUTS_KEY))
        throw refuse('INVALID_SIGNATURE');
      await receivePayoutEvent(app.sql, opts.provider, req.body, req.log);
      return ok({ received: true });
    },
  );
}
