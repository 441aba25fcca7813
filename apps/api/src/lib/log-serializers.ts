import type { FastifyRequest } from 'fastify';

/**
 * A URL as it may be logged: the path, and the query's names with every value replaced. Query
 * strings carry what must never reach a log (a reset token in an old-style emailed link, anything
 * a client puts there), and the request log is written at `info` for every request.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/**
 * pino serializers for every logger of the app (Fastify's request log and main.ts's logger): the
 * same fields as Fastify's own `req` serializer, with the URL redacted. Headers (cookies) are not
 * logged at all.
 */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
