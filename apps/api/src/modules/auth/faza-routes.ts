import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  fazaCheckResponseSchema,
  fazaParamsSchema,
  bankStyleName,
  maskDisplayName,
  successEnvelope,
} from '@faza/shared';
import { ok } from '../../lib/envelope';
import { enforceLimits } from '../../lib/rate-limit';
import { errorResponses } from '../../lib/route-schema';
import { currentUser, requireUser } from './session-plugin';
import { AUTH_LIMITS } from './auth-limits';
import { findRecipientByFaza } from './users-repository';

/**
 * Name enquiry before sending, as a bank's: whether a FAZA number belongs to an account that can
 * receive (its phone verified, docs/decisions/0027) and, if so, its owner's name as Nigerian banks
 * show it: 'Bola T.', or the display name partly masked for an account with no name
 * (docs/decisions/0054-real-names.md). Signed-in users only, rate-limited per user, and nothing else about the owner is
 * returned.
 */
export async function fazaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/is-faza-valid/:faza',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        params: fazaParamsSchema,
        response: { 200: successEnvelope(fazaCheckResponseSchema), ...errorResponses(401, 429) },
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      await enforceLimits(
        app.sql,
        reply,
        [{ key: `faza-lookup:user:${me.id}`, rule: AUTH_LIMITS.fazaLookupPerUser }],
        AUTH_MESSAGES.tooManyRequests,
      );
      reply.header('cache-control', 'no-store');
      const owner = await findRecipientByFaza(app.sql, req.params.faza);
      if (!owner) return ok({ valid: false, name: null, self: false });
      return ok({
        valid: true,
        name:
          owner.first_name && owner.last_name
            ? bankStyleName(owner.first_name, owner.last_name)
            : maskDisplayName(owner.display_name),
        self: owner.id === me.id,
      });
    },
  );
}
