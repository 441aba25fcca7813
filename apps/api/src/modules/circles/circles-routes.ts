import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CIRCLE_MESSAGES as M,
  circleDetailResponseSchema,
  circleIdParamsSchema,
  circleInviteCodeParamsSchema,
  circleInvitePreviewSchema,
  circleInviteRequestSchema,
  circleInviteResponseSchema,
  circleListResponseSchema,
  circleQuoteResponseSchema,
  circleResponseSchema,
  circleAcceptRequestSchema,
  CIRCLE_LIMITS,
  createCircleRequestSchema,
  maskDisplayName,
  successEnvelope,
  type CreateCircleRequest,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { idempotent } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses, withExample } from '../../lib/route-schema';
import { currentUser, requireUser, requireVerifiedPhone } from '../auth';
import { joinCircle, previewInvitation, quoteNewCircle, startCircle } from './circle-actions';
import { circleFor, circlesOf } from './circle-reads';
import { inviteToCircle } from './circle-service';

const tags = ['circles'];

const EXAMPLE: CreateCircleRequest = {
  name: 'December rice',
  kind: 'save_together',
  goal: { items: [{ name: 'Rice', 'quantity-type': '5kg', quantity: 2 }] },
  schedule: 'monthly',
  instalments: 4,
  'max-members': 6,
  'start-date': '2099-01-05',
};

/** `/api/circles`: creating, reading and joining food circles (docs/decisions/0043-food-circles.md). */
export async function circlesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/circles/quote',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The create flow's price preview: the goal priced now, the instalments and dates",
        body: withExample(createCircleRequestSchema, EXAMPLE),
        response: {
          200: successEnvelope(circleQuoteResponseSchema),
          ...errorResponses(
            'START_DATE_PAST',
            'START_DATE_TOO_FAR',
            'START_DATE_INVALID',
            'GOAL_BUNDLE_NOT_FOUND',
            'GOAL_ITEM_NOT_FOUND',
            'INSTALMENTS_RANGE',
            401,
          ),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await quoteNewCircle(app.sql, req.body, new Date()));
    },
  );

  api.post(
    '/circles',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary:
          'Start a circle (Premium: one open circle you run; Premium Plus: any number); the price per member is locked now',
        body: withExample(createCircleRequestSchema, EXAMPLE),
        response: {
          201: successEnvelope(circleResponseSchema),
          ...errorResponses(
            'PREMIUM_REQUIRED',
            'CIRCLE_LIMIT_REACHED',
            'BENEFICIARY_NOT_FOUND',
            'START_DATE_PAST',
            'START_DATE_TOO_FAR',
            'START_DATE_INVALID',
            'GOAL_BUNDLE_NOT_FOUND',
            'GOAL_ITEM_NOT_FOUND',
            'INSTALMENTS_RANGE',
            'CIRCLE_NOT_FOUND',
            'NOT_A_MEMBER',
            401,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const now = new Date();
      return idempotent(req, reply, app.sql, { route: 'circles.create' }, async (tx) => {
        return { status: 201, body: ok(await startCircle(tx, me, req.body, now)) };
      });
    },
  );

  api.get(
    '/circles',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My circles, and the circles I am invited to',
        response: { 200: successEnvelope(circleListResponseSchema), ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await circlesOf(app.sql, currentUser(req), new Date()));
    },
  );

  api.get(
    '/circles/invite/:code',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'What an invitee sees from the WhatsApp link: goal, price, schedule and rules',
        params: circleInviteCodeParamsSchema,
        response: {
          200: successEnvelope(circleInvitePreviewSchema),
          ...errorResponses('CIRCLE_NOT_FOUND', 'CIRCLE_STARTED', 'CIRCLE_FULL', 401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await previewInvitation(app.sql, req.params.code, currentUser(req), new Date()));
    },
  );

  api.get(
    '/circles/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The whole circle: goal, schedule, progress, members, my autopay, payments',
        params: circleIdParamsSchema,
        response: {
          200: successEnvelope(circleDetailResponseSchema),
          ...errorResponses('CIRCLE_NOT_FOUND', 'NOT_A_MEMBER', 401),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ circle: await circleFor(app.sql, req.params.id, currentUser(req), new Date()) });
    },
  );

  api.post(
    '/circles/:id/invite',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Invite a FAZA number (any member may); answers the invitee’s masked name',
        params: circleIdParamsSchema,
        body: withExample(circleInviteRequestSchema, { faza: '1234-5678-9012' }),
        response: {
          200: successEnvelope(circleInviteResponseSchema),
          ...errorResponses(
            'CIRCLE_NOT_FOUND',
            'NOT_A_MEMBER',
            'CIRCLE_NOT_PAYING',
            'ALREADY_LEFT',
            'CIRCLE_STARTED',
            'CIRCLE_FULL',
            'INVITEE_NOT_FOUND',
            'ALREADY_MEMBER',
            'INVITES_FULL',
            'ALREADY_INVITED',
            400,
            401,
            429,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      // Per member across all their circles (docs/decisions/0048): invitations notify strangers.
      await enforceLimits(
        app.sql,
        reply,
        [
          {
            key: `circle-invite:user:${me.id}`,
            rule: { points: CIRCLE_LIMITS.invitesPerHour, windowSeconds: 60 * 60 },
          },
        ],
        M.tooManyInvites,
      );
      return idempotent(req, reply, app.sql, { route: 'circles.invite' }, async (tx) => {
        const name = maskDisplayName(
          await inviteToCircle(tx, req.params.id, me, req.body.faza, new Date()),
        );
        return { status: 200, body: ok({ message: M.invited(name), name }) };
      });
    },
  );

  api.post(
    '/circles/:id/accept',
    {
      preHandler: requireVerifiedPhone,
      schema: {
        tags,
        summary: 'Join: invited by FAZA number, or holding the link’s `code`',
        params: circleIdParamsSchema,
        body: withExample(circleAcceptRequestSchema, { code: 'k3Jd9Xq2LmN4pR7sT1vW0y' }),
        response: {
          200: successEnvelope(circleResponseSchema),
          ...errorResponses(
            'CIRCLE_NOT_FOUND',
            'ALREADY_MEMBER',
            'NOT_INVITED',
            'CIRCLE_STARTED',
            'CIRCLE_FULL',
            'NOT_A_MEMBER',
            400,
            401,
          ),
        },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const now = new Date();
      return idempotent(req, reply, app.sql, { route: 'circles.accept' }, async (tx) => {
        const joined = await joinCircle(tx, req.params.id, me, req.body.code, now);
        return { status: 200, body: ok(joined) };
      });
    },
  );
}
