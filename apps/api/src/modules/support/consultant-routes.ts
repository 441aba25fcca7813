import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consentRequestSchema,
  consultantMessageRequestSchema,
  conversationDetailSchema,
  myConsultantSchema,
  successEnvelope,
  SUPPORT_MESSAGES,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser } from '../auth';
import { setMyConsent, showMyConsultant, talkToMyConsultant } from './consultant-actions';

const tags = ['support', 'consultant'];

/** A Premium Plus member's food consultant: who it is, the consent switch, and talking to them. */
export async function consultantRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/consultant',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'The caller’s consultant. A Premium Plus member without one is given the least-loaded ' +
          'consultant now; anyone else reads eligible: false.',
        response: { 200: successEnvelope(myConsultantSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await showMyConsultant(app.sql, currentUser(req)));
    },
  );

  api.put(
    '/consultant/consent',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'The member’s switch: with consent on, their consultant sees a summary of their pantry, ' +
          'their meal plan and this month’s insights, and can write their plan; off, only their ' +
          'conversations.',
        body: withExample(consentRequestSchema, { consent: true }),
        response: {
          200: successEnvelope(myConsultantSchema),
          ...errorResponses('PREMIUM_PLUS_REQUIRED', 'NO_CONSULTANT', 401, 403, 409),
        },
      },
    },
    async (req) => ok(await setMyConsent(app.sql, currentUser(req), req.body.consent)),
  );

  api.post(
    '/consultant/conversations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          '“Talk to my consultant”: adds the message to the member’s open conversation with their ' +
          'consultant, or starts one assigned to them (SUPPORT_MESSAGES_PER_HOUR).',
        body: withExample(consultantMessageRequestSchema, {
          message: 'What can I cook this week with the rice and beans I have?',
        }),
        response: {
          200: successEnvelope(conversationDetailSchema),
          ...errorResponses(
            'PREMIUM_PLUS_REQUIRED',
            'NO_CONSULTANT',
            'CONVERSATION_NOT_FOUND',
            'CONVERSATION_CLOSED',
            401,
            422,
            429,
          ),
        },
      },
    },
    (req, reply) => {
      const me = currentUser(req);
      return idempotent(
        req,
        reply,
        app.sql,
        {
          route: 'consultant.talk',
          limit: {
            key: `support-message:user:${me.id}`,
            rule: { points: app.config.SUPPORT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
            message: SUPPORT_MESSAGES.tooManyMessages,
          },
        },
        async (tx) => ({
          status: 200,
          body: ok(await talkToMyConsultant(tx, me, req.body.message)),
        }),
      );
    },
  );
}
