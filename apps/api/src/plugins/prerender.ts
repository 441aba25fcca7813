import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PATHS, type DiscountRule } from '@faza/shared';
import { represent, type Representation } from '../lib/representation';
import type { BootScript } from './boot-script';
import { withCriticalStyles } from './critical-css';
import { inlineStylesheets, moduleFiles, pageHtml, type ViteManifest } from './page-html';
import { signedInPageDrawer, type DrawingReads, type SignedInEntry } from './signed-in-pages';

/** The public pages drawn on the server: the same for every visitor, changed only by staff. */
const PRERENDERED_PATHS: readonly string[] = [PATHS.home, PATHS.shop, PATHS.bundles];

/** What `vite build --ssr src/entry-server.tsx` exports (apps/web/src/entry-server.tsx). */
type ServerEntry = SignedInEntry & {
  renderPage: (pathname: string, data: unknown) => Promise<{ html: string; title: string }>;
};

/** Where the web build puts its server entry: beside the SPA's folder. */
const serverEntryOf = (webDist: string) =>
  path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');

/**
 * Prerenders /, /shop and /bundles from this process's catalogue at start and again on every
 * catalogue change (CatalogueCache.onChange, i.e. LISTEN), so those pages arrive already drawn;
 * `app.prerenderedPage(path)` hands the HTML to the SPA plugin. Between a change and its new
 * rendering it answers null and the plain app shell is served: never a page with old prices.
 * Production only (in development Vite rebuilds the assets under it), and only when the web build
 * has its server entry.
 */
export const prerenderPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root: string;
      reads: DrawingReads;
      /** The Premium Plus rules not yet ended, as `GET /api/discounts` answers them. */
      discounts: () => Promise<DiscountRule[]>;
      /** Put in every drawn page; the security plugin's policy allows it by its hash. */
      boot: BootScript | null;
    },
  ) => {
    const indexFile = path.join(opts.root, 'index.html');
    const entryFile = serverEntryOf(opts.root);
    if (app.config.NODE_ENV !== 'production' || !existsSync(indexFile)) return;
    if (!existsSync(entryFile)) {
      app.log.warn(`no server entry at ${entryFile}: public pages are drawn in the browser`);
      return;
    }
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const template = inlineStylesheets(readFileSync(indexFile, 'utf8'), (file) => {
      const full = path.resolve(opts.root, file);
      return full.startsWith(opts.root + path.sep) && existsSync(full)
        ? readFileSync(full, 'utf8')
        : null;
    });
    const manifestFile = path.join(opts.root, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
      : {};
    const log = app.log.child({ module: 'prerender' });

    let pages: Map<string, Representation> | null = null;
    // Bumped on every change: a rendering that started before it is thrown away.
    let generation = 0;
    // The next time a discount rule starts or ends: the shop's badges change then.
    let boundary: NodeJS.Timeout | undefined;

    async function render(): Promise<void> {
      const started = generation;
      const snapshot = await app.catalogue.snapshot();
      const discounts = await opts.discounts();
      // Exactly what GET /api/shop, /api/bundles and /api/discounts answer, so hydration matches
      // the API and the shop's discount badges are drawn, not added after the page has painted.
      const data = {
        shop: dataOf<{ items: unknown[] }>(snapshot.shop.bodies.identity).items,
        bundles: dataOf<{ bundles: unknown[] }>(snapshot.publicBundles.bodies.identity).bundles,
        discounts,
      };
      const next = new Map<string, Representation>();
      for (const pathname of PRERENDERED_PATHS) {
        const { html, title } = await entry.renderPage(pathname, data);
        // React's inline scripts (outlined Suspense boundaries) would be refused by the CSP.
        if (/<script/i.test(html)) throw new Error(`the drawing of ${pathname} has a <script>`);
        const preload = moduleFiles(manifest, entry.PAGE_MODULES?.[pathname] ?? []);
        const page = pageHtml(template, {
          html,
          title,
          data,
          dataId: entry.SERVER_DATA_ID,
          preload,
          bootCode: opts.boot?.code,
        });
        if (page === null) throw new Error('index.html has no <div id="root"> to draw into');
        // Cut to the styles it uses and compressed once per rendering, not once per visit.
        next.set(pathname, represent(Buffer.from(await withCriticalStyles(page))));
      }
      if (started !== generation) return;
      pages = next;
      clearTimeout(boundary);
      const wait = untilNextBoundary(discounts, Date.now());
      if (wait !== null) boundary = setTimeout(refresh, wait).unref();
    }

    const refresh = () => {
      pages = null;
      generation++;
      render().catch((err: unknown) => log.error({ err }, 'prerendering the public pages failed'));
    };

    app.decorate('prerenderedPage', (pathname: string) => pages?.get(pathname) ?? null);
    app.decorate(
      'signedInPage',
      signedInPageDrawer(app, entry, template, manifest, opts.reads, opts.boot?.code),
    );
    app.addHook('onClose', async () => clearTimeout(boundary));
    app.addHook('onReady', async () => {
      app.catalogue.onChange(refresh);
      await render().catch((err: unknown) =>
        log.error({ err }, 'prerendering the public pages failed'),
      );
    });
  },
  { name: 'faza-prerender', dependencies: ['faza-catalogue-cache'] },
);

/** A day at most: timers take 32-bit milliseconds, and a long wait is simply renewed. */
const LONGEST_WAIT_MS = 24 * 3_600_000;

/**
 * How long until the first start or end of a rule after `now`, plus a second (so the drawing
 * after it sees the rule changed), or null: none to come.
 */
export function untilNextBoundary(rules: readonly DiscountRule[], now: number): number | null {
  const times = rules
    .flatMap((rule) => [rule.startsAt, rule.endsAt])
    .map((time) => (time === null ? NaN : Date.parse(time)))
    .filter((time) => time > now);
  if (times.length === 0) return null;
  return Math.min(Math.min(...times) - now + 1_000, LONGEST_WAIT_MS);
}

const dataOf = <T>(body: Buffer): T => (JSON.parse(body.toString()) as { data: T }).data;

declare module 'fastify' {
  interface FastifyInstance {
    /** The prerendered HTML of a public page, or null: then the plain app shell is served. */
    prerenderedPage?: (pathname: string) => Representation | null;
  }
}
