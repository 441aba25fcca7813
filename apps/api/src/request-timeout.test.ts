import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx.close());

/** Sends the headers of a 1000-byte body, then one byte of it every 100 ms until the server hangs up. */
function trickle(): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/verify-email HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
    });
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    const giveUp = setTimeout(() => socket.destroy(new Error('still open after 8 s')), 8000);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', (err) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      if (
        (err as NodeJS.ErrnoException).code === 'ECONNRESET' ||
        (err as NodeJS.ErrnoException).code === 'EPIPE'
      )
        resolve({ answer, ms: Date.now() - started });
      else reject(err);
    });
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ answer, ms: Date.now() - started });
    });
  });
}

describe('client timeouts', () => {
  it('answers 408 and closes a connection that trickles its body past REQUEST_TIMEOUT_MS', async () => {
    const { answer, ms } = await trickle();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The limit is 1 s and Node looks every 250 ms; well before the 8 s the client would go on.
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3000);
  });
});
