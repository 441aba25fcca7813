import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignRequestSchema,
  conversationParamsSchema,
  staffConversationDetailSchema,
  successEnvelope,
  supportMessageRequestSchema,
  supportQueueQuerySchema,
  supportQueueResponseSchema,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser } from '../auth';
import {
  assignConversationTo,
  closeConversationAsStaff,
  replyToConversation,
  supportQueue,
} from './support-desk-actions';
import { staffDetail } from './support-service';

const tags = ['support', 'staff'];

/** The staff side of support: the queue, one conversation, replies, assignment and closing. */
export async function adminSupportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/support',
    {
      config: { permission: 'support:view' },
      schema: {
        tags,
        summary:
          'The support queue: Premium Plus, then Premium, then Basic, longest waiting first within ' +
          'a tier, each with its reply target (1 h, 4 h, 24 h) and how overdue it is',
        querystring: supportQueueQuerySchema,
        response: {
          200: successEnvelope(supportQueueResponseSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const me = currentUser(req);
      const filter = {
        status: req.query.status,
        assignedTo: req.query.mine ? me.id : null,
        limit: 200,
      };
      return ok(await supportQueue(app.sql, filter));
    },
  );

  api.get(
    '/admin/support/:id',
    {
      config: { permission: 'support:view' },
      schema: {
        tags,
        summary: 'One conversation with its messages and what it is about',
        params: conversationParamsSchema,
        response: {
          200: successEnvelope(staffConversationDetailSchema),
          ...errorResponses('CONVERSATION_NOT_FOUND', 400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await staffDetail(app.sql, req.params.id));
    },
  );

  api.post(
    '/admin/support/:id/messages',
    {
      config: { permission: 'support:reply' },
      schema: {
        tags,
        summary: 'Reply to a conversation; the customer is notified in the same transaction',
        params: conversationParamsSchema,
        body: withExample(supportMessageRequestSchema, {
          body: 'Your payment is confirmed and the rice is in your pantry.',
        }),
        response: {
          200: successEnvelope(staffConversationDetailSchema),
          ...errorResponses(
            'CONVERSATION_NOT_FOUND',
            'OWN_CONVERSATION',
            'CONVERSATION_CLOSED',
            400,
            401,
            422,
          ),
        },
      },
    },
    (req, reply) => {
      const me = currentUser(req);
      return idempotent(req, reply, app.sql, { route: 'admin.support.reply' }, async (tx) => {
        const detail = await replyToConversation(tx, me.id, req.params.id, req.body.body);
        return { status: 200, body: ok(detail) };
      });
    },
  );

  api.post(
    '/admin/support/:id/assign',
    {
      config: { permission: 'support:reply' },
      schema: {
        tags,
        summary: 'Assign a conversation to a staff member (or to nobody); audited',
        params: conversationParamsSchema,
        body: withExample(assignRequestSchema, {
          'staff-id': '0b8e6f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
        }),
        response: {
          200: successEnvelope(staffConversationDetailSchema),
          ...errorResponses('CONVERSATION_NOT_FOUND', 'STAFF_NOT_FOUND', 400, 401, 403, 404, 422),
        },
      },
    },
    (req, reply) => {
      const me = currentUser(req);
      return idempotent(req, reply, app.sql, { route: 'admin.support.assign' }, async (tx) => {
        const staffId = req.body['staff-id'];
        const detail = await assignConversationTo(tx, req.params.id, staffId, me.id);
        return { status: 200, body: ok(detail) };
      });
    },
  );

  api.post(
    '/admin/support/:id/close',
    {
      config: { permission: 'support:reply' },
      schema: {
        tags,
        summary: 'Close a conversation',
        params: conversationParamsSchema,
        response: {
          200: successEnvelope(staffConversationDetailSchema),
          ...errorResponses(
            'CONVERSATION_NOT_FOUND',
            'CONVERSATION_CLOSED',
            400,
            401,
            403,
            404,
            409,
            422,
          ),
        },
      },
    },
    (req, reply) =>
      idempotent(req, reply, app.sql, { route: 'admin.support.close' }, async (tx) => {
        const detail = await closeConversationAsStaff(tx, req.params.id);
        return { status: 200, body: ok(detail) };
      }),
  );
}
