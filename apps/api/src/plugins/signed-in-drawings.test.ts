import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, signedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestContext } from '../../test/test-app';

/*
 * The bounds of the signed-in pages' drawing (docs/decisions/0042, "Bounds"), against a stand-in
 * for the web build's server entry. Its reads go to a route of this test (/api/test/read), which
 * a test can hold to play a slow data read; its render can be held too, and it lists what it drew.
 */
const TEMPLATE =
  '<!doctype html><html><head><title>Faza</title></head>' +
  '<body><div id="root"><div class="boot">Faza</div></div></body></html>';
const SHELL = '<div id="root"><div class="boot">Faza</div></div>';
const ENTRY = `
export const SERVER_DATA_ID = 'faza-data';
export async function renderPage() { return { html: '<main>public</main>', title: 'Public' }; }
export function signedInReads(pathname) { return ['/test/read?page=' + pathname.slice(1)]; }
export async function renderSignedInPage(pathname, user, [answer], signal) {
  const hooks = globalThis.drawingHooks;
  const held = hooks.renderHeld;
  hooks.rendering.push(pathname);
  if (held) await held;
  hooks.drawn.push(pathname);
  return { html: '<main>drawn ' + answer.page + '</main>', title: 'Mine', data: { user, queries: [] } };
}`;

type Hooks = { drawn: string[]; rendering: string[]; renderHeld: Promise<void> | null };
const hooks: Hooks = { drawn: [], rendering: [], renderHeld: null };
(globalThis as unknown as { drawingHooks: Hooks }).drawingHooks = hooks;

/** Reads held until released, by page; and which pages were read. */
const heldReads = new Map<string, Promise<void>>();
const read: string[] = [];
const held = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

// Long enough that a test's own steps (requests, polls) fit inside it on a loaded machine: one
// that did not (400 ms) saw its held drawing dropped at the deadline before the test let it go.
const DEADLINE_MS = 2000;
/** Requests whose client hung up before the answer (Fastify's onRequestAbort), by URL. */
const aborted: string[] = [];
let ctx: TestContext;
let dir: string;
let base: string;
let cookie: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'faza-drawings-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'dist-server', 'entry-server.js'), ENTRY);
  ctx = await createTestApp(
    {
      WEB_DIST: path.join(dir, 'dist'),
      NODE_ENV: 'production',
      SIGNED_IN_DRAWINGS_MAX: '2',
      SIGNED_IN_DRAWINGS_WAITING: '1',
      SIGNED_IN_DRAWING_DEADLINE_MS: String(DEADLINE_MS),
    },
    (app) => {
      app.addHook('onRequestAbort', async (req) => void aborted.push(req.url));
      app.get<{ Querystring: { page: string } }>('/api/test/read', async (req) => {
        read.push(req.query.page);
        await heldReads.get(req.query.page);
        return { status: 'success', data: { page: req.query.page } };
      });
    },
  );
  // A real socket, so a visitor can leave mid-drawing.
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  cookie = `${COOKIE}=${(await signedInUser(ctx)).cookie}`;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  hooks.drawn.length = 0;
  hooks.rendering.length = 0;
  hooks.renderHeld = null;
  heldReads.clear();
  read.length = 0;
});

const get = async (url: string) => {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  return { body: await res.text(), status: res.status, ms: performance.now() - started };
};
const drawings = () => ctx.app.signedInPage!.state();
const until = async (done: () => boolean) => {
  const deadline = Date.now() + 30_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** Both places taken by /pantry drawings whose reads are held until `slow.release()`. */
const fillPlaces = async () => {
  const slow = held();
  heldReads.set('pantry', slow.promise);
  const filling = [get('/pantry'), get('/pantry')];
  await until(() => read.filter((p) => p === 'pantry').length === 2);
  return { slow, filling };
};

describe('drawing the signed-in pages, bounded (docs/decisions/0042)', () => {
  it('draws a page when nothing holds it up', async () => {
    const res = await get('/wallet');
    expect(res.body).toContain('<main>drawn wallet</main>');
  });

  it('sends the shell once a slow read passes the deadline, and serves the next request', async () => {
    const slow = held();
    heldReads.set('pantry', slow.promise);
    const stuck = await get('/pantry');
    expect(stuck.status).toBe(200);
    expect(stuck.body).toContain(SHELL);
    expect(stuck.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(stuck.ms).toBeLessThan(DEADLINE_MS + 1500);
    // The pantry's read is still stuck; another page is drawn meanwhile.
    expect((await get('/wallet')).body).toContain('<main>drawn wallet</main>');
    slow.release();
    await new Promise((r) => setTimeout(r, 50));
    // Its read came back after the shell went: it is never drawn.
    expect(hooks.drawn).toEqual(['/wallet']);
  });

  it('sends the shell after the deadline for a stuck render, and draws the one after it', async () => {
    const render = held();
    hooks.renderHeld = render.promise;
    expect((await get('/orders')).body).toContain(SHELL);
    hooks.renderHeld = null;
    expect((await get('/wallet')).body).toContain('<main>drawn wallet</main>');
    render.release();
    await new Promise((r) => setTimeout(r, 10));
  });

  it('sends the shell at once while every place is taken and the line is full', async () => {
    const { slow, filling } = await fillPlaces();
    // The one place in line: it waits, and is given the shell at its deadline.
    const waiting = get('/orders');
    await until(() => drawings().waiting === 1);
    const full = await get('/wallet');
    expect(full.body).toContain(SHELL);
    expect(full.ms).toBeLessThan(DEADLINE_MS / 2);
    expect(read).not.toContain('wallet');
    for (const res of await Promise.all(filling)) expect(res.body).toContain(SHELL);
    const waited = await waiting;
    expect(waited.body).toContain(SHELL);
    expect(waited.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(read).not.toContain('orders');
    // The stuck reads still hold their places: a slow drawing cannot pile up past the bound.
    const still = [get('/wallet'), get('/wallet')];
    for (const res of await Promise.all(still)) expect(res.body).toContain(SHELL);
    // Once they are back (and, past their deadline, not drawn) the places are free again: asked
    // until it is drawn, since how soon their reads come back depends on the machine's load.
    slow.release();
    let next = await get('/wallet');
    for (const deadline = Date.now() + 30_000; !next.body.includes('<main>drawn wallet</main>');) {
      if (Date.now() > deadline) throw new Error('the bound never freed its places');
      await new Promise((r) => setTimeout(r, 20));
      next = await get('/wallet');
    }
    expect(hooks.drawn).toEqual(['/wallet']);
  });

  it('draws a page that waited in line once a place is free, instead of sending the shell', async () => {
    const { slow, filling } = await fillPlaces();
    const waiting = get('/orders');
    await until(() => drawings().waiting === 1);
    expect(read).not.toContain('orders');
    slow.release();
    expect((await waiting).body).toContain('<main>drawn orders</main>');
    for (const res of await Promise.all(filling))
      expect(res.body).toContain('<main>drawn pantry</main>');
  });

  it('draws side by side: a held render holds up no other drawing', async () => {
    const render = held();
    hooks.renderHeld = render.promise;
    const first = get('/orders');
    await until(() => hooks.rendering.includes('/orders'));
    hooks.renderHeld = null;
    expect((await get('/wallet')).body).toContain('<main>drawn wallet</main>');
    expect(hooks.drawn).toEqual(['/wallet']);
    render.release();
    expect((await first).body).toContain('<main>drawn orders</main>');
    expect(hooks.drawn).toEqual(['/wallet', '/orders']);
  });

  it('drops a drawing whose client has gone before its render starts', async () => {
    const slow = held();
    heldReads.set('wallet', slow.promise);
    const leaving = request(`${base}/wallet`, { headers: { cookie } });
    leaving.on('error', () => {});
    leaving.end();
    await until(() => read.includes('wallet'));
    leaving.destroy();
    await until(() => aborted.includes('/wallet'));
    slow.release();
    expect((await get('/orders')).body).toContain('<main>drawn orders</main>');
    await new Promise((r) => setTimeout(r, 100));
    expect(hooks.drawn).toEqual(['/orders']);
  });
});
