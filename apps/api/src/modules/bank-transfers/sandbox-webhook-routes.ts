import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { errorResponses, withExample } from '../../lib/route-schema';
import { paystackSignatureValid, type Providers } from '../top-ups';
import { receiveTransferEvent } from './transfer-actions';
import { SANDBOX_WEBHOOK_KEY } from './transfer-events';

/**
 * `POST /api/payments/sandbox/webhook`: where the sandbox provider sends its events, signed exactly
 * as Paystack signs (HMAC-SHA512 of the raw body in `x-paystack-signature`), checked over the raw
 * bytes before anything is read, then received like Paystack's own (docs/decisions/0055).
 */
export async function sandboxWebhookRoutes(app: FastifyInstance, opts: { providers: Providers }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Only in this plugin: keep the raw body for the signature, then parse it.
  keepRawJsonBody(app);

  api.post(
    '/payments/sandbox/webhook',
    {
      config: { skipOriginCheck: true },
      schema: {
        tags: ['wallet'],
        summary:
          'Sandbox provider webhook: signed like Paystack’s; a charge.success into a dedicated account is re-checked, stored once and credited',
        body: withExample(z.unknown(), {
          event: 'charge.success',
          data: { reference: 'SBX-EXAMPLE', amount: 500_000, channel: 'dedicated_nuban' },
        }),
        response: {
          200: successEnvelope(z.object({ received: z.boolean() })),
          ...errorResponses(
            'LIMIT_EXCEEDED',
            'OUT_OF_STOCK',
            'STOCK_NOT_FREE',
            'BAD_JSON',
            'INVALID_SIGNATURE',
            'OWNER_NOT_FOUND',
            'INSUFFICIENT_BALANCE',
            'ORDER_ALREADY_PAID',
            'ORDER_CANCELLED',
            'ORDER_NOT_AWAITING_PAYMENT',
            'ORDER_NOT_CANCELLABLE',
            'ORDER_NOT_FOUND',
            'ORDER_NOT_REJECTABLE',
            'UNKNOWN_PRODUCT',
            400,
            401,
            502,
          ),
        },
      },
    },
    async (req) => {
      const header = req.headers['x-paystack-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!req.rawBody || !paystackSignatureValid(req.rawBody, signature, SANDBOX_WEBHOOK_KEY))
        throw refuse('INVALID_SIGNATURE');
      await receiveTransferEvent(app.sql, opts.providers.current, req.body, req.log);
      return ok({ received: true });
    },
  );
}
