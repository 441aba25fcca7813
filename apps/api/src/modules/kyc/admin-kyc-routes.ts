import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressResponseSchema,
  addressReviewParamsSchema,
  adminAddressReviewResponseSchema,
  adminAddressReviewsQuerySchema,
  adminAddressReviewsResponseSchema,
  rejectAddressRequestSchema,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import {
  addressDocumentForStaff,
  approveAddressReview,
  listAddressReviewsForStaff,
  rejectAddressReview,
  submitAddressDocumentFor,
} from './address-actions';
import { acceptDocuments } from './kyc-routes';

const tags = ['admin'];
const permission = 'kyc:review' as const;

/** Staff console: proofs of address for Tier 3, and the four-eyes decision on each. */
export async function adminKycRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  acceptDocuments(app);

  api.get(
    '/admin/address-reviews',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Proofs of address by state (default pending, oldest first)',
        querystring: adminAddressReviewsQuerySchema,
        response: {
          200: successEnvelope(adminAddressReviewsResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ reviews: await listAddressReviewsForStaff(app.sql, req.query.state) });
    },
  );

  api.get(
    '/admin/address-reviews/:id/document',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The proof of address itself (its own content type), to look at before deciding',
        params: addressReviewParamsSchema,
        response: {
          200: z.unknown().describe('the file: image/jpeg, image/png or application/pdf'),
          ...errorResponses('ADDRESS_REVIEW_NOT_FOUND', 400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const doc = await addressDocumentForStaff(app.sql, req.params.id);
      // The file, not the JSON envelope: sent past the route's JSON serialiser.
      const raw: FastifyReply = reply;
      return raw
        .header('cache-control', 'no-store')
        .header('content-type', doc.content_type)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(doc.document);
    },
  );

  api.post(
    '/admin/users/:faza/address-document',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Send a proof of address for a customer (the file as the body); another staff member decides it',
        params: z.object({ faza: z.string().regex(/^[0-9]{12}$/) }),
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
            404,
            409,
            413,
            415,
          ),
        },
      },
    },
    async (req) =>
      ok({
        address: await submitAddressDocumentFor(app.sql, {
          faza: req.params.faza,
          submittedBy: currentUser(req).id,
          contentType: req.headers['content-type'] ?? '',
          document: req.body,
        }),
      }),
  );

  api.post(
    '/admin/address-reviews/:id/approve',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Approve a proof of address: the customer becomes Tier 3 (never the customer, never whoever sent it; audited)',
        params: addressReviewParamsSchema,
        response: {
          200: successEnvelope(adminAddressReviewResponseSchema),
          ...errorResponses(
            'ADDRESS_REVIEW_NOT_FOUND',
            'ADDRESS_REVIEW_DECIDED',
            'ADDRESS_REVIEW_OWN',
            400,
            401,
            403,
            404,
            409,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.address.approve' }, async (tx) => ({
        status: 200,
        body: ok({ review: await approveAddressReview(tx, req.params.id, currentUser(req).id) }),
      })),
  );

  api.post(
    '/admin/address-reviews/:id/reject',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Reject a proof of address with a reason the customer sees (audited)',
        params: addressReviewParamsSchema,
        body: withExample(rejectAddressRequestSchema, { reason: 'The document is not readable' }),
        response: {
          200: successEnvelope(adminAddressReviewResponseSchema),
          ...errorResponses(
            'ADDRESS_REVIEW_NOT_FOUND',
            'ADDRESS_REVIEW_DECIDED',
            'ADDRESS_REVIEW_OWN',
            400,
            401,
            403,
            404,
            409,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.address.reject' }, async (tx) => ({
        status: 200,
        body: ok({
          review: await rejectAddressReview(
            tx,
            req.params.id,
            currentUser(req).id,
            req.body.reason,
          ),
        }),
      })),
  );
}
