import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, "request completed" (or "request errored") when it is answered, with
 * the request (method, URL redacted by log-serializers.ts), status and time, instead of Fastify's
 * two: the "incoming request" line doubled the cost of logging every request
 * (docs/decisions/0033-the-fixed-cost-of-a-request.md).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
