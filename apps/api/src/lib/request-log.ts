import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Told of every answered request, from the callback that logs it. */
export type AnswerListener = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * One log line per request, "request completed" (or "request errored") when it is answered, with
 * the request (method, URL redacted by log-serializers.ts), status and time, instead of Fastify's
 * two: the "incoming request" line doubled the cost of logging every request
 * (docs/decisions/0033-the-fixed-cost-of-a-request.md). The same callback, which Fastify runs for
 * every answer anyway, feeds the latency metric (`onAnswer`): an onResponse hook for it cost every
 * request a second run of Fastify's hook machinery (docs/decisions/0035-request-path-cpu.md).
 */
export class OneLinePerRequest extends LogController {
  private listeners: AnswerListener[] = [];

  /** Adds a listener; it must not throw (it runs after the answer is sent). */
  onAnswer(listener: AnswerListener): void {
    this.listeners = [...this.listeners, listener];
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const { listeners } = this;
    for (let i = 0; i < listeners.length; i++) listeners[i]!(request, reply);
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
