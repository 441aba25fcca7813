import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Writable } from 'node:stream';

/** What `app.routing` needs of a Fastify instance. */
export type Routable = {
  routing: (req: IncomingMessage, res: ServerResponse) => void;
};

/**
 * A socket that takes whatever an answer writes and drops it: Node's own IncomingMessage and
 * ServerResponse run on it exactly as on a TCP socket (headers validated and written, the body
 * corked and flushed), without the kernel's share.
 */
function sinkSocket(): Socket {
  const socket = new Writable({
    write: (_chunk, _encoding, done) => done(),
    writev: (_chunks, done) => done(),
  }) as unknown as Socket & { remoteAddress: string; remotePort: number };
  Object.assign(socket, { remoteAddress: '127.0.0.1', remotePort: 40000 });
  socket.setTimeout = () => socket;
  return socket;
}

/**
 * One GET answered by `server.routing` (Fastify's request handler, what its HTTP server calls)
 * on an in-memory socket; resolves with the status once the answer is finished.
 */
export function inMemoryGetter(urlPath: string) {
  const socket = sinkSocket();
  const headers = { host: '127.0.0.1:3000', 'user-agent': 'bench' };
  return (server: Routable): Promise<number> =>
    new Promise((resolve) => {
      const req = new IncomingMessage(socket);
      Object.assign(req, {
        method: 'GET',
        url: urlPath,
        headers,
        rawHeaders: ['Host', headers.host, 'User-Agent', headers['user-agent']],
        httpVersionMajor: 1,
        httpVersionMinor: 1,
        httpVersion: '1.1',
        complete: true,
      });
      req.push(null);
      const res = new ServerResponse(req);
      res.shouldKeepAlive = true;
      res.assignSocket(socket);
      res.on('finish', () => {
        res.detachSocket(socket);
        resolve(res.statusCode);
      });
      server.routing(req, res);
    });
}
