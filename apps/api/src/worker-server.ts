import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Sql } from './db/sql';
import type { JobQueueHealth } from './jobs/queue-health';
import { clientTimeouts } from './lib/client-timeouts';
import { OneLinePerRequest } from './lib/request-log';
import { healthRoutes } from './modules/health';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { readinessPlugin } from './plugins/readiness';
import { securityPlugin } from './plugins/security';

/**
 * What `npm run worker` serves on WORKER_PORT, for the orchestrator and Prometheus: /api/health,
 * /api/ready (its job runner alive, database up, migrations run) and /metrics (the job queue, the
 * business figures, the process). Nothing else: the worker takes no customer traffic.
 */
export async function buildWorkerServer(deps: {
  config: Config;
  sql: Sql;
  logger: FastifyBaseLogger;
  jobQueue: JobQueueHealth;
}) {
  const requestLog = new OneLinePerRequest();
  const app = Fastify({
    loggerInstance: deps.logger,
    forceCloseConnections: 'idle',
    logController: requestLog,
    ...clientTimeouts(deps.config.REQUEST_TIMEOUT_MS),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('sql', deps.sql);
  app.decorate('config', deps.config);
  await app.register(errorHandlerPlugin);
  await app.register(readinessPlugin, { runsJobs: true });
  app.readiness.jobQueue = deps.jobQueue;
  await app.register(metricsPlugin, { requestLog });
  await app.register(securityPlugin, { https: false });
  await app.register(healthRoutes, { prefix: '/api' });
  return app;
}
