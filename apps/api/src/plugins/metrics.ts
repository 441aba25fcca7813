import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { registerPoolMetrics } from '../lib/pool-metrics';
import { instrumentQueries } from '../lib/query-metrics';
import { scrape } from '../lib/metrics';
import { RequestLatency } from '../lib/request-latency';
import type { OneLinePerRequest } from '../lib/request-log';

/**
 * `GET /metrics` in Prometheus's text format, and what every request adds to it: a latency
 * histogram by method, route pattern (never the URL: ids would make a series per order) and status;
 * its `_count` is the request count. Modules add their own figures to `app.metrics`. Loopback
 * callers may read it; others need `Authorization: Bearer <METRICS_TOKEN>` (docs/decisions/0032).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { requestLog: OneLinePerRequest }) => {
    const registry = new Registry();
    app.decorate('metrics', registry);
    instrumentQueries(app.sql);
    registerPoolMetrics(registry, app.sql, {
      max: app.sql.options.max,
      applicationName: String(app.sql.options.connection.application_name ?? ''),
    });

    const latency = new RequestLatency(
      registry,
      'faza_http_request_duration_seconds',
      'Time to answer a request, by method, route pattern and status; _count counts requests',
      [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    // From the callback that logs each answer, not an onResponse hook of its own
    // (docs/decisions/0035-request-path-cpu.md).
    opts.requestLog.onAnswer((req, reply) =>
      latency.observe(
        req.method,
        req.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      ),
    );

    const token = app.config.METRICS_TOKEN;
    const tokenDigest = token ? digest(token) : null;
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
      const refusal = refuse(req, tokenDigest);
      if (refusal)
        return reply
          .code(refusal)
          .header('cache-control', 'no-store')
          .send({
            status: 'failed',
            error:
              refusal === 401
                ? 'Send the metrics token as a bearer token.'
                : 'Metrics are served to loopback callers only (set METRICS_TOKEN to read them from elsewhere).',
            code: refusal === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
          });
      const { body, contentType } = await scrape(registry);
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  },
  { name: 'faza-metrics' },
);

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * null when the caller may read the metrics. The socket's own address decides what loopback is,
 * never X-Forwarded-For; and a request a proxy on this machine forwarded is not a loopback one.
 */
function refuse(req: FastifyRequest, tokenDigest: Buffer | null): 401 | 403 | null {
  const header = req.headers.authorization;
  if (tokenDigest && header?.startsWith('Bearer ')) {
    return timingSafeEqual(digest(header.slice(7).trim()), tokenDigest) ? null : 401;
  }
  const remote = req.socket.remoteAddress ?? '';
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(remote);
  const forwarded =
    req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (loopback && !forwarded) return null;
  return tokenDigest ? 401 : 403;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's Prometheus registry: modules register their gauges here. */
    metrics: Registry;
  }
}
