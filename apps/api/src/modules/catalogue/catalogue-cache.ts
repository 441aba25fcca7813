import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import {
  bundlesResponseSchema,
  shopResponseSchema,
  successEnvelope,
  type Bundle,
  type ShopItem,
} from '@faza/shared';
import type { Sql } from '../../db/sql';
import { ok } from '../../lib/envelope';
import { CATALOGUE_CHANNEL } from './catalogue-events';
import { toBundle, toShopItem, withStaffFigures } from './catalogue-mappers';
import { listBundles, listProducts } from './catalogue-repository';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One answer, serialised and compressed once, with its strong ETag (per encoding). */
export type Representation = { tag: string; bodies: Record<Encoding, Buffer> };

export type CatalogueSnapshot = {
  items: ShopItem[];
  /** The public bundles (no cost price or margin). */
  bundles: Bundle[];
  shop: Representation;
  publicBundles: Representation;
  staffBundles: Representation;
};

const shopEnvelope = successEnvelope(shopResponseSchema);
const bundlesEnvelope = successEnvelope(bundlesResponseSchema);

/** Serialises as the route's response schema would (unknown keys stripped), then compresses. */
function represent(envelope: { parse: (v: unknown) => unknown }, data: unknown): Representation {
  const identity = Buffer.from(JSON.stringify(envelope.parse(ok(data))));
  const tag = createHash('sha1').update(identity).digest('base64url').slice(0, 22);
  return {
    tag,
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    },
  };
}

async function loadSnapshot(sql: Sql): Promise<CatalogueSnapshot> {
  const [products, rows] = await Promise.all([listProducts(sql), listBundles(sql)]);
  const items = products.map(toShopItem);
  const bundles = rows.map(toBundle);
  const staff = rows.map((row, i) => withStaffFigures(bundles[i]!, row));
  return {
    items,
    bundles,
    shop: represent(shopEnvelope, { items }),
    publicBundles: represent(bundlesEnvelope, { bundles }),
    staffBundles: represent(bundlesEnvelope, { bundles: staff }),
  };
}

/**
 * The catalogue as this process serves it: read from PostgreSQL once, kept in memory with its
 * bodies already serialised and compressed, and dropped whenever any instance announces a change
 * (`announceCatalogueChange`, delivered by LISTEN only when the writing transaction commits).
 *
 * Nothing is kept until LISTEN is established, and everything is dropped each time it is
 * (re)established, so a notification missed while the listening connection was down cannot leave
 * a stale copy behind.
 */
export class CatalogueCache {
  private current: Promise<CatalogueSnapshot> | null = null;
  private listening = false;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly subscribers = new Set<() => void>();

  constructor(
    private readonly sql: Sql,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const { unlisten } = await this.sql.listen(
      CATALOGUE_CHANNEL,
      () => this.invalidate(),
      () => {
        this.listening = true;
        this.invalidate();
      },
    );
    this.unlisten = unlisten;
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.current = null;
    this.subscribers.clear();
    await this.unlisten?.().catch(() => {});
  }

  /** The current catalogue; concurrent callers after a change share one read. */
  snapshot(): Promise<CatalogueSnapshot> {
    if (this.current) return this.current;
    const loading = loadSnapshot(this.sql);
    // Set before the read finishes, so a change announced meanwhile clears it: never stale.
    if (this.listening) {
      this.current = loading;
      loading.catch((err: unknown) => {
        if (this.current === loading) this.current = null;
        this.log.error({ err }, 'catalogue load failed');
      });
    }
    return loading;
  }

  /** Called after every change (and on each (re)connection of LISTEN); answers an unsubscribe. */
  onChange(fn: () => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /**
   * Drops the copy now. The writing instance calls it once its transaction has committed, so its
   * own next read shows the change (read-your-writes); other instances hear the NOTIFY.
   */
  invalidate(): void {
    this.current = null;
    for (const fn of this.subscribers) {
      try {
        fn();
      } catch (err) {
        this.log.error({ err }, 'catalogue change subscriber failed');
      }
    }
  }
}

/** The best encoding the client accepts among ours (brotli, then gzip), ignoring `q=0`. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

/** The strong ETag of one encoding of a representation. */
export const etagOf = (rep: Representation, encoding: Encoding): string =>
  encoding === 'identity' ? `"${rep.tag}"` : `"${rep.tag}-${encoding}"`;

/** If-None-Match matches any encoding of the same representation (weak comparison, RFC 9110). */
export function notModified(ifNoneMatch: string | undefined, rep: Representation): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag === rep.tag || tag.startsWith(`${rep.tag}-`);
  });
}
