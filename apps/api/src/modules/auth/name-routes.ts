import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authUserSchema, personNameSchema, successEnvelope } from '@faza/shared';
import { ok } from '../../lib/envelope';
import { errorResponses, withExample } from '../../lib/route-schema';
import { toAuthUser } from './auth-mappers';
import { currentUser, requireUser } from './session-plugin';
import { updateUserName } from './users-repository';

/**
 * The signed-in account's name as on its bank account: what an account made without one gives
 * before its next send (docs/decisions/0054-real-names.md). Answers the updated user.
 */
export async function nameRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/auth/me/name',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        body: withExample(personNameSchema, { 'first-name': 'Adaeze', 'last-name': 'Okafor' }),
        response: { 200: successEnvelope(authUserSchema), ...errorResponses(401) },
      },
    },
    async (req) => {
      const me = currentUser(req);
      const firstName = req.body['first-name'];
      const lastName = req.body['last-name'];
      await updateUserName(app.sql, me.id, { firstName, lastName });
      return ok(toAuthUser({ ...me, first_name: firstName, last_name: lastName }));
    },
  );
}
