import type { FastifyInstance } from 'fastify';

export type DrainOptions = {
  /** How long to keep accepting while /api/ready answers 503 (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** How long requests in flight then get (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  log: { info: (msg: string) => void; warn: (msg: string) => void };
};

/**
 * Stops an HTTP server without cutting an answer short (docs/decisions/0034-graceful-restarts.md):
 * /api/ready answers 503 at once and every answer from then on closes its connection, so no client
 * sends a request on a keep-alive connection just as we close it; once the delay is over (or no
 * connection is open), the server stops accepting and waits for the requests in flight, cutting
 * what is left after the timeout. The caller then stops the jobs and the database.
 */
export async function drainHttp(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.readiness.draining = true;
  const server = app.server;
  // Before Fastify's own listener: Node then answers with `Connection: close` and closes.
  server.prependListener('request', (_req, res) => {
    res.shouldKeepAlive = false;
  });
  if (server.listening) {
    const until = Date.now() + options.delayMs;
    while (Date.now() < until && (await openConnections(app)) > 0)
      await new Promise((r) => setTimeout(r, 50));
  }
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    server.closeAllConnections();
  }, options.timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  if (cut)
    options.log.warn(
      `requests still running after ${options.timeoutMs} ms were cut (SHUTDOWN_TIMEOUT_MS)`,
    );
  else options.log.info('every request in flight was answered');
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((err, n) => resolve(err ? 0 : n)));
}
