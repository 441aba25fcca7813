import type { FastifyInstance } from 'fastify';
import { refuse } from '../../lib/app-error';
import { currentUser, requireUser } from '../auth';
import { unreadCount } from './inbox-repository';
import type { InboxHub } from './inbox-hub';

/** A comment line keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects at once (EventSource does), passing the
 * session check again: a signed-out or expired session stops getting counts within this time.
 */
const MAX_STREAM_MS = 10 * 60_000;
/** Open pages one person may hold on one instance (tabs, phones); more answer 429. */
const MAX_STREAMS_PER_USER = 10;

/**
 * `GET /api/notifications/stream`: server-sent events. `event: unread` with `{"unread": n}` at
 * once and after every change to the person's inbox, from whichever instance made it (InboxHub).
 * Not in the OpenAPI document: it is an event stream that never ends, not a JSON answer.
 */
export async function streamRoutes(app: FastifyInstance, { hub }: { hub: InboxHub }) {
  const open = new Set<() => void>();
  // Streams never finish on their own: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/notifications/stream',
    { preHandler: requireUser, schema: { hide: true } },
    async (req, reply) => {
      const me = currentUser(req);
      if (hub.streamsOf(me.id) >= MAX_STREAMS_PER_USER)
        throw refuse('TOO_MANY_STREAMS', { retryAfterSeconds: 60 });
      // Subscribed before the first count: a notification committed while it is read would
      // otherwise reach neither (the page then showed 0 until the stream reopened). A change
      // heard meanwhile reads the count again.
      const res = reply.raw;
      const send = (n: number) => res.write(`event: unread\ndata: {"unread":${n}}\n\n`);
      let live = false;
      let missed: boolean;
      const unsubscribe = hub.subscribe(me.id, (n) => (live ? send(n) : (missed = true)));
      let unread: number;
      try {
        do {
          missed = false;
          unread = await unreadCount(app.sql, me.id);
        } while (missed);
      } catch (err) {
        unsubscribe();
        throw err;
      }
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies would otherwise hold events back in their buffer.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write('retry: 3000\n\n');
      send(unread);
      live = true;
      const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(beat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      const expiry = setTimeout(end, MAX_STREAM_MS);
      open.add(end);
      req.raw.on('close', end);
    },
  );
}
