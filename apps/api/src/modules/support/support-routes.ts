import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attachableResponseSchema,
  conversationDetailSchema,
  conversationParamsSchema,
  conversationsResponseSchema,
  createConversationRequestSchema,
  successEnvelope,
  supportMessageRequestSchema,
  SUPPORT_MESSAGES,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { listAttachable } from './attachments-repository';
import { closeMyConversation, listMyConversations } from './support-actions';
import { addCustomerMessage, customerDetail, startConversation } from './support-service';

const tags = ['support'];

/**
 * A customer's conversations with Faza (docs/decisions/0039). Every read and write is scoped to
 * the session's user: another customer's conversation answers 404, as a missing one does.
 */
export async function supportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const messageLimit = (userId: string) => ({
    key: `support-message:user:${userId}`,
    rule: { points: app.config.SUPPORT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
    message: SUPPORT_MESSAGES.tooManyMessages,
  });

  api.get(
    '/support/conversations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'The caller’s conversations: open ones first, newest message first.',
        response: { 200: successEnvelope(conversationsResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ conversations: await listMyConversations(app.sql, currentUser(req).id) });
    },
  );

  api.get(
    '/support/attachable',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'The caller’s newest orders, top-ups and deliveries a conversation may be about.',
        response: { 200: successEnvelope(attachableResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ attachments: await listAttachable(app.sql, currentUser(req).id) });
    },
  );

  api.post(
    '/support/conversations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Starts a conversation with a topic and its first message, optionally about one of the ' +
          'caller’s orders, top-ups or deliveries. At most SUPPORT_CONVERSATIONS_PER_HOUR an hour, ' +
          'and each message counts toward SUPPORT_MESSAGES_PER_HOUR (429 with retryAfterSeconds).',
        body: withExample(createConversationRequestSchema, {
          topic: 'order',
          message: 'My order has not reached my pantry yet.',
          'order-id': '0b8e6f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
        }),
        response: {
          201: successEnvelope(conversationDetailSchema),
          ...errorResponses('ATTACHMENT_NOT_FOUND', 'CONVERSATION_NOT_FOUND', 401, 409, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [
          {
            key: `support-conversation:user:${me.id}`,
            rule: { points: app.config.SUPPORT_CONVERSATIONS_PER_HOUR, windowSeconds: 3600 },
          },
        ],
        SUPPORT_MESSAGES.tooManyConversations,
      );
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'support.start', limit: messageLimit(me.id) },
        async (tx) => ({ status: 201, body: ok(await startConversation(tx, me.id, req.body)) }),
      );
    },
  );

  api.get(
    '/support/conversations/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'One of the caller’s conversations with every message, oldest first.',
        params: conversationParamsSchema,
        response: {
          200: successEnvelope(conversationDetailSchema),
          ...errorResponses('CONVERSATION_NOT_FOUND', 401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await customerDetail(app.sql, currentUser(req).id, req.params.id));
    },
  );

  api.post(
    '/support/conversations/:id/messages',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Adds the caller’s message to their open conversation (SUPPORT_MESSAGES_PER_HOUR).',
        params: conversationParamsSchema,
        body: withExample(supportMessageRequestSchema, {
          body: 'It was invoice INV-1732526400000.',
        }),
        response: {
          200: successEnvelope(conversationDetailSchema),
          ...errorResponses('CONVERSATION_NOT_FOUND', 'CONVERSATION_CLOSED', 401, 422, 429),
        },
      },
    },
    (req, reply) => {
      const me = currentUser(req);
      return idempotent(
        req,
        reply,
        app.sql,
        { route: 'support.message', limit: messageLimit(me.id) },
        async (tx) => ({
          status: 200,
          body: ok(await addCustomerMessage(tx, me.id, req.params.id, req.body.body)),
        }),
      );
    },
  );

  api.post(
    '/support/conversations/:id/close',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'Closes the caller’s conversation; nobody can write in it afterwards.',
        params: conversationParamsSchema,
        response: {
          200: successEnvelope(conversationDetailSchema),
          ...errorResponses('CONVERSATION_CLOSED', 'CONVERSATION_NOT_FOUND', 401, 422),
        },
      },
    },
    (req, reply) => {
      const me = currentUser(req);
      return idempotent(req, reply, app.sql, { route: 'support.close' }, async (tx) => {
        const detail = await closeMyConversation(tx, me.id, req.params.id);
        return { status: 200, body: ok(detail) };
      });
    },
  );
}
