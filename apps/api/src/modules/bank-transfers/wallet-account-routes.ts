import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sandboxTransferRequestSchema,
  sandboxTransferResponseSchema,
  successEnvelope,
  waitText,
  walletAccountResponseSchema,
  walletRequeryResponseSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import type { Providers } from '../top-ups';
import { requeryMyAccount, simulateTransfer, walletAccount } from './transfer-actions';

const tags = ['wallet'];

/** The customer's own account number, "I've sent money", and the sandbox's transfer simulator. */
export async function walletAccountRoutes(app: FastifyInstance, opts: { providers: Providers }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = opts.providers.current;

  api.get(
    '/wallet/account',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The customer’s own account number for bank transfers (docs/decisions/0055): assigned, being set up, or waiting for a verified phone',
        response: {
          200: successEnvelope(walletAccountResponseSchema),
          ...errorResponses(401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await walletAccount(app.sql, currentUser(req)));
    },
  );

  api.post(
    '/wallet/account/requery',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          '"I’ve sent money": asks the provider for transfers into the customer’s account it has not told us of; each is credited once',
        response: {
          200: successEnvelope(walletRequeryResponseSchema),
          ...errorResponses(
            'LIMIT_EXCEEDED',
            'OUT_OF_STOCK',
            'STOCK_NOT_FREE',
            'OWNER_NOT_FOUND',
            'INSUFFICIENT_BALANCE',
            'ORDER_ALREADY_PAID',
            'ORDER_CANCELLED',
            'ORDER_NOT_AWAITING_PAYMENT',
            'ORDER_NOT_CANCELLABLE',
            'ORDER_NOT_FOUND',
            'ORDER_NOT_REJECTABLE',
            'UNKNOWN_PRODUCT',
            401,
            429,
            502,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      // Each press asks the provider: a few a minute are plenty.
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `wallet-requery:user:${me.id}`, rule: { points: 6, windowSeconds: 60 } }],
        waitText,
      );
      return ok(await requeryMyAccount(app.sql, provider, me.id, req.log));
    },
  );

  // The bank's side, played by the sandbox: only while it is the provider (config.ts keeps it off
  // public servers unless SANDBOX_PAYMENTS=allow), like its card page.
  if (provider.name !== 'sandbox') return;
  api.post(
    '/wallet/sandbox/transfers',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Sandbox only: a bank transfer into an account number; the signed charge.success event is sent to our own webhook over HTTP (twice when duplicate)',
        body: withExample(sandboxTransferRequestSchema, {
          accountNumber: '9912345678',
          amount: 5000,
          senderName: 'CHIOMA OKAFOR',
          duplicate: false,
        }),
        response: {
          200: successEnvelope(sandboxTransferResponseSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req) => ok(await simulateTransfer(app, req.body)),
  );
}
