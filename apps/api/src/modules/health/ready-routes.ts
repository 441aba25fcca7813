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
 * work), 503 naming each part that is not. The route is public, so the answer names the part and
 * a fixed word for it ('unreachable', 'pending', 'down'), never an error's text: that goes to the
 * log. /api/health stays the cheap liveness answer.
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
    async (req, reply) => {
      const report = await checkReadiness(app.sql, app.readiness, files);
      reply.header('cache-control', 'no-store');
      if (!report.ready) {
        const { failing } = report;
        if (Object.keys(report.details).length)
          req.log.warn({ checks: report.checks, details: report.details }, 'not ready');
        throw refuse('NOT_READY', {
          message: `Not ready: ${failing.map((p) => `${p} ${report.checks[p]}`).join('; ')}.`,
          fields: Object.fromEntries(failing.map((p) => [p, report.checks[p]!])),
        });
      }
      return ok({ ready: true as const, checks: report.checks });
    },
  );
}
