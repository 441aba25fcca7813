import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountLimitsResponseSchema,
  ADDRESS_DOCUMENT_TYPES,
  addressResponseSchema,
  identityResponseSchema,
  KYC_MESSAGES,
  successEnvelope,
  verifyIdentityRequestSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';
import { accountLimits } from './account-limits';
import { submitAddressDocument } from './address-actions';
import { startIdentityCheck } from './identity-actions';
import type { IdentityProvider } from './identity-provider';

const tags = ['account'];

/**
 * Proofs of address arrive as the file itself (`content-type: image/jpeg`, `image/png` or
 * `application/pdf`), up to KYC_DOCUMENT_MAX_BYTES: no multipart parser for one file. In the
 * calling plugin only.
 */
export function acceptDocuments(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...ADDRESS_DOCUMENT_TYPES],
    { parseAs: 'buffer', bodyLimit: app.config.KYC_DOCUMENT_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
}

/** `/api/account/…`: the tier and its limits, and the two ways up (docs/decisions/0063). */
export async function kycRoutes(app: FastifyInstance, opts: { identity: IdentityProvider }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  acceptDocuments(app);

  api.get(
    '/account/limits',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'My verification tier, the day’s limits in and out (used and left, Lagos day), the most my wallet may hold, and my BVN/NIN and address checks',
        response: { 200: successEnvelope(accountLimitsResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await accountLimits(app.sql, currentUser(req).id));
    },
  );

  api.post(
    '/account/identity',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          'Check my BVN or NIN with the provider for Tier 2; the name on it must be my account’s. The answer comes by the provider’s webhook (the sandbox’s before this returns): poll /account/limits while pending',
        body: withExample(verifyIdentityRequestSchema, { idType: 'bvn', idNumber: '22212345678' }),
        response: {
          200: successEnvelope(identityResponseSchema),
          ...errorResponses(
            'IDENTITY_ALREADY_VERIFIED',
            'IDENTITY_NAME_NEEDED',
            'IDENTITY_IN_USE',
            'IDENTITY_PENDING',
            'PROVIDER_UNAVAILABLE',
            400,
            401,
            403,
            409,
            429,
            502,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      // Each check is a paid call to the provider.
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `identity-check:user:${me.id}`, rule: { points: 5, windowSeconds: 60 * 60 } }],
        KYC_MESSAGES.tooManyChecks,
      );
      return ok({
        identity: await startIdentityCheck(app.sql, opts.identity, me.id, req.body),
      });
    },
  );

  api.post(
    '/account/address',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          'Send my proof of address for Tier 3: the file itself as the body (image/jpeg, image/png or application/pdf, at most KYC_DOCUMENT_MAX_BYTES); staff review it',
        response: {
          200: successEnvelope(addressResponseSchema),
          ...errorResponses(
            'ADDRESS_ALREADY_VERIFIED',
            'ADDRESS_NEEDS_TIER_2',
            'ADDRESS_REVIEW_PENDING',
            'DOCUMENT_EMPTY',
            'DOCUMENT_TYPE',
            'OWNER_NOT_FOUND',
            400,
            401,
            403,
            409,
            413,
            415,
          ),
        },
      },
    },
    async (req) => {
      const me = currentUser(req);
      return ok({
        address: await submitAddressDocument(app.sql, {
          userId: me.id,
          submittedBy: me.id,
          contentType: req.headers['content-type'] ?? '',
          document: req.body,
        }),
      });
    },
  );
}
