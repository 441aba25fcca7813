import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { errorResponses, withExample } from '../../lib/route-schema';
import { receiveIdentityEvent } from './identity-actions';
import { SANDBOX_IDENTITY_KEY, identitySignatureValid } from './identity-events';

/**
 * `POST /api/payments/sandbox/identity-webhook`: where the sandbox sends its identification events,
 * signed exactly as Paystack signs (HMAC-SHA512 of the raw body in `x-paystack-signature`),
 * checked over the raw bytes before anything is read (docs/decisions/0063). Paystack's own events
 * reach the Paystack webhook, which hands them to the same receiver.
 */
export async function sandboxIdentityWebhookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  keepRawJsonBody(app);

  api.post(
    '/payments/sandbox/identity-webhook',
    {
      config: { skipOriginCheck: true },
      schema: {
        tags: ['account'],
        summary:
          'Sandbox identity webhook: customeridentification.success/.failed, signed like Paystack’s; decides the pending BVN/NIN check once',
        body: withExample(z.unknown(), {
          event: 'customeridentification.success',
          data: { customer_code: 'CUS_sbxexample', identification: { type: 'bvn' } },
        }),
        response: {
          200: successEnvelope(z.object({ received: z.boolean() })),
          ...errorResponses('BAD_JSON', 'INVALID_SIGNATURE', 400, 401),
        },
      },
    },
    async (req) => {
      const header = req.headers['x-paystack-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!req.rawBody || !identitySignatureValid(req.rawBody, signature, SANDBOX_IDENTITY_KEY))
        throw refuse('INVALID_SIGNATURE');
      return ok({ received: await receiveIdentityEvent(app.sql, 'sandbox', req.body, req.log) });
    },
  );
}
