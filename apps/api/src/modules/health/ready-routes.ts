import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@faza/shared';
import { migrationFiles } from '../../db/migrate';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses } from '../../lib/route-schema';
import { checkReadiness } from './readiness-checks';

/**
 * GET /api/ready: 200 when this instance should get traffic (or, for the worker, is doing its
 * work), 503 naming each part that is not. /api/health stays the cheap liveness answer.
 */
export async function readyRoutes(app: FastifyInstance) {
  const files = migrationFiles();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: successEnvelope(
            z.object({ ready: z.literal(true), checks: z.record(z.string(), z.string()) }),
          ),
          ...errorResponses('NOT_READY'),
        },
      },
      config: { public: true },
    },
    async (_req, reply) => {
      const report = await checkReadiness(app.sql, app.readiness, files);
      reply.header('cache-control', 'no-store');
      if (!report.ready) {
        const { failing } = report;
        throw refuse('NOT_READY', {
          message: `Not ready: ${failing.map((p) => `${p} ${report.checks[p]}`).join('; ')}.`,
          fields: Object.fromEntries(failing.map((p) => [p, report.checks[p]!])),
        });
      }
      return ok({ ready: true as const, checks: report.checks });
    },
  );
}
