import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FailureEnvelope } from '@faza/shared';
import { AppError } from '../lib/app-error';

const GENERIC_500 = 'An unexpected error occurred.';

/**
 * The one place errors become responses: validation problems answer 400 with per-field messages,
 * AppErrors answer with their own text, client errors keep Fastify's status, and everything else is
 * a masked 500 — never a stack trace or an internal message.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.code(400).send(failure(first, 'VALIDATION_FAILED', fields));
    }
    if (err instanceof AppError) {
      const body = failure(err.message, err.code, err.fields);
      if (err.retryAfterSeconds !== undefined) {
        body.retryAfterSeconds = err.retryAfterSeconds;
        reply.header('retry-after', String(err.retryAfterSeconds));
      }
      if (err.nextSlots) body.nextSlots = err.nextSlots;
      return reply.code(err.statusCode).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : err.message;
      return reply.code(status).send(failure(message, clientCode(err)));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure(GENERIC_500, 'INTERNAL'));
  });

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !/\.\w+$/.test(pathname);
    if (isPage && app.hasDecorator('sendSpa') && app.sendSpa(req, reply)) return;
    reply
      .code(404)
      .send(failure(`No route for ${req.method} ${req.url.split('?')[0]}`, 'NOT_FOUND'));
  });
});

function failure(error: string, code: string, fields?: Record<string, string>): FailureEnvelope {
  return fields ? { status: 'failed', error, code, fields } : { status: 'failed', error, code };
}

function clientCode(err: FastifyError): string {
  return (err.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '');
}
