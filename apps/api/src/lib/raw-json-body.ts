import type { FastifyInstance } from 'fastify';
import { refuse } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * In the calling plugin only: JSON bodies keep their raw bytes on `req.rawBody`, for a provider's
 * signature over exactly what it sent, and are then parsed (a bad body is `BAD_JSON`).
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (req, body, done) => {
      req.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(refuse('BAD_JSON'), undefined);
      }
    },
  );
}
