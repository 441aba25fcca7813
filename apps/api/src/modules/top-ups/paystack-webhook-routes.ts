import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@faza/shared';
import { refuse, AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { errorResponses, withExample } from '../../lib/route-schema';
import { paystackSignatureValid } from './paystack-provider';
import type { Providers } from './providers';
import { checkCardTopUp } from './card-topup-check';

/**
 * Receives a signed event if it is a transfer into a dedicated virtual account (answers true), the
 * bank-transfers module's, handed in by app.ts so this module does not depend on it.
 */
export type TransferEventReceiver = (
  body: unknown,
  log: { error: (m: string) => void; warn: (m: string) => void },
) => Promise<boolean>;

/**
 * `POST /api/payments/paystack/webhook`: Paystack's server calls it (so no Origin check). The
 * signature is checked over the raw bytes before anything is read; a `charge.success` then goes
 * through the same check as the verify call, which asks Paystack itself.
 */
export async function paystackWebhookRoutes(
  app: FastifyInstance,
  opts: {
    providers: Providers;
    receiveTransferEvent?: TransferEventReceiver;
    /** A payout's `transfer.*` event: the withdrawals module's, handed in the same way. */
    receivePayoutEvent?: TransferEventReceiver;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.PAYSTACK_SECRET_KEY ?? '';
  // Only in this plugin: keep the raw body for the signature, then parse it.
  keepRawJsonBody(app);

  api.post(
    '/payments/paystack/webhook',
    {
      config: { skipOriginCheck: true },
      schema: {
        tags: ['wallet'],
        summary:
          'Paystack webhook: x-paystack-signature (HMAC-SHA512 of the raw body) is checked; charge.success credits once after verifying with Paystack',
        body: withExample(z.unknown(), {
          event: 'charge.success',
          data: { reference: 'FZT-EXAMPLE-REF', amount: 500_000, currency: 'NGN' },
        }),
        response: {
          200: successEnvelope(z.object({ received: z.boolean() })),
          ...errorResponses(
            'LIMIT_EXCEEDED',
            'NOT_FOUND',
            'BAD_JSON',
            'INVALID_SIGNATURE',
            'TOPUP_NOT_FOUND',
            'INSUFFICIENT_BALANCE',
            502,
          ),
        },
      },
    },
    async (req) => {
      if (app.config.PAYMENT_PROVIDER !== 'paystack') throw refuse('NOT_FOUND');
      const header = req.headers['x-paystack-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!req.rawBody || !paystackSignatureValid(req.rawBody, signature, secret))
        throw refuse('INVALID_SIGNATURE');
      // A transfer into a customer's dedicated account is the bank-transfers module's.
      if (await opts.receiveTransferEvent?.(req.body, req.log)) return ok({ received: true });
      if (await opts.receivePayoutEvent?.(req.body, req.log)) return ok({ received: true });
      const event = req.body as { event?: unknown; data?: { reference?: unknown } } | null;
      const reference = event?.data?.reference;
      if (event?.event === 'charge.success' && typeof reference === 'string') {
        try {
          await checkCardTopUp(app.sql, opts.providers.of, reference, { log: req.log });
        } catch (err) {
          // Not one of ours (another integration on the same Paystack account): acknowledge.
          if (!(err instanceof AppError && err.statusCode === 404)) throw err;
        }
      }
      return ok({ received: true });
    },
  );
}
