import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@faza/shared';
import { refuse } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { errorResponses } from '../../lib/route-schema';
import { registerQueueMetrics } from '../../jobs/queue-metrics';
import { registerOperationsMetrics } from './operations-metrics';
import { readyRoutes } from './ready-routes';

/**
 * Liveness (/api/health), readiness (/api/ready), and the figures this module adds to /metrics:
 * the job queue and the business figures (ledger and pantry balance, what waits for staff).
 */
export async function healthRoutes(app: FastifyInstance) {
  registerQueueMetrics(app.metrics, app.sql);
  registerOperationsMetrics(app.metrics, app.sql);
  await app.register(readyRoutes);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: successEnvelope(z.object({ ok: z.literal(true), database: z.literal('up') })),
          ...errorResponses('DATABASE_DOWN'),
        },
      },
      config: { public: true },
    },
    async (_req, reply) => {
      try {
        await app.sql`select 1`;
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        throw refuse('DATABASE_DOWN');
      }
      reply.header('cache-control', 'no-store');
      return ok({ ok: true as const, database: 'up' as const });
    },
  );
}
