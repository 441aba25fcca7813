import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { withTransaction } from '../../db/transaction';
import {
  COOKIE,
  createAuthTestApp,
  sessionCookies,
  signedInUser,
} from '../../../test/auth-helpers';
import { inbox } from '../../../test/notification-helpers';
import type { TestContext } from '../../../test/test-app';
import { fundWallet, sendMoney } from '../../../test/wallet-helpers';
import { notify } from './notify';

type Who = Awaited<ReturnType<typeof signedInUser>>;

/** Reads `event: unread` lines off a live event stream. */
async function openStream(url: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { cookie: `${COOKIE}=${cookie}` },
    signal: abort.signal,
  });
  const counts: number[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: unread\ndata: (.+)$/m.exec(event)?.[1];
          if (data) counts.push((JSON.parse(data) as { unread: number }).unread);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    counts,
    async until(count: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!counts.includes(count)) {
        if (Date.now() > deadline) throw new Error(`no unread ${count} event; got ${counts}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: async () => {
      abort.abort();
      await pump;
    },
  };
}

describe('the inbox', () => {
  let ctx: TestContext;
  let ada: Who;
  let bola: Who;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    ada = await signedInUser(ctx);
    bola = await signedInUser(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.sql`truncate notifications cascade`;
  });

  const credit = (userId: string, amountKobo = 1_000_00) =>
    withTransaction(ctx.sql, (tx) =>
      notify(tx, { kind: 'topup.credited', userId, topUpId: randomUUID(), amountKobo }),
    );
  const post = (cookie: string, url: string) =>
    ctx.app.inject({ method: 'POST', url, cookies: sessionCookies(ctx.app, cookie) });

  it('pages newest first by cursor and counts what is unread', async () => {
    for (let i = 1; i <= 25; i++) await credit(bola.user.user_id, i * 100);
    const pages: number[][] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await inbox(ctx, bola.cookie, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.unread).toBe(25);
      pages.push(data.items.map((n: { body: string }) => Number(/₦(\d+)/.exec(n.body)![1])));
      cursor = data.next_cursor;
    }
    expect(pages).toEqual([
      [25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
      [15, 14, 13, 12, 11, 10, 9, 8, 7, 6],
      [5, 4, 3, 2, 1],
    ]);
    expect((await inbox(ctx, bola.cookie, '?cursor=abc')).statusCode).toBe(400);
    expect((await inbox(ctx, undefined)).statusCode).toBe(401);
  });

  it("marks one read, or all; never someone else's", async () => {
    await credit(bola.user.user_id);
    await credit(bola.user.user_id);
    await credit(ada.user.user_id);
    const [first, second] = (await inbox(ctx, bola.cookie)).json().data.items;
    const read = await post(bola.cookie, `/api/notifications/${first.id}/read`);
    expect(read.json()).toEqual({ status: 'success', data: { unread: 1 } });
    // Again: still read, nothing else changes.
    expect((await post(bola.cookie, `/api/notifications/${first.id}/read`)).json().data).toEqual({
      unread: 1,
    });
    expect((await post(ada.cookie, `/api/notifications/${second.id}/read`)).statusCode).toBe(404);
    expect((await post(bola.cookie, `/api/notifications/${randomUUID()}/read`)).statusCode).toBe(
      404,
    );
    const items = (await inbox(ctx, bola.cookie)).json().data.items;
    expect(items.map((n: { read_at: string | null }) => n.read_at !== null)).toEqual([true, false]);

    expect((await post(bola.cookie, '/api/notifications/read-all')).json().data).toEqual({
      unread: 0,
    });
    expect((await inbox(ctx, bola.cookie)).json().data.unread).toBe(0);
    expect((await inbox(ctx, ada.cookie)).json().data.unread).toBe(1);
  });

  describe('the event stream, across two API instances', () => {
    let other: App;
    let urls: string[];
    beforeAll(async () => {
      // A second instance on the same database: it hears the first one's writes through NOTIFY.
      other = await buildApp({ config: ctx.config, sql: ctx.sql });
      urls = [];
      for (const app of [ctx.app, other]) {
        const address = await app.listen({ port: 0, host: '127.0.0.1' });
        urls.push(`${address}/api/notifications/stream`);
      }
    });
    afterAll(() => other.close());

    it('sends the unread count at once and after every change, from whichever instance made it', async () => {
      await credit(bola.user.user_id);
      const stream = await openStream(urls[1]!, bola.cookie);
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await stream.until(1);

      await fundWallet(ctx.sql, ada.user.wallet_id!, 5_000_00);
      // Sent through the first instance; the stream is held by the second.
      expect(
        (await sendMoney(ctx, ada.cookie, { faza: bola.user.faza, amount: 100 })).statusCode,
      ).toBe(200);
      await stream.until(2);
      await post(bola.cookie, '/api/notifications/read-all');
      await stream.until(0);
      await stream.close();
    });

    it('answers 401 without a session', async () => {
      const res = await fetch(urls[0]!);
      expect(res.status).toBe(401);
    });
  });
});
