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
import { represent as representBody, type Representation } from '../../lib/representation';
import { freeStockByProduct, STOCK_CHANNEL } from '../stock';
import { withAvailability } from './catalogue-availability';
import { CATALOGUE_CHANNEL } from './catalogue-events';
import { toBundle, toShopItem, withStaffFigures } from './catalogue-mappers';
import { listBundles, listProducts } from './catalogue-repository';

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
const represent = (envelope: { parse: (v: unknown) => unknown }, data: unknown): Representation =>
  representBody(Buffer.from(JSON.stringify(envelope.parse(ok(data)))));

async function loadSnapshot(sql: Sql): Promise<CatalogueSnapshot> {
  const [products, rows, free] = await Promise.all([
    listProducts(sql),
    listBundles(sql),
    freeStockByProduct(sql),
  ]);
  const { items, bundles } = withAvailability(
    products,
    products.map(toShopItem),
    rows.map(toBundle),
    free,
  );
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
  /** What `current` resolved to, while it is current: read without a promise. */
  private ready: CatalogueSnapshot | null = null;
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
    // Availability is part of the shop: a product running low or out re-reads it everywhere.
    const stock = await this.sql.listen(STOCK_CHANNEL, () => this.invalidate());
    this.unlisten = async () => {
      await Promise.all([unlisten(), stock.unlisten()]);
    };
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.current = null;
    this.ready = null;
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
      loading.then(
        (snapshot) => {
          if (this.current === loading) this.ready = snapshot;
        },
        (err: unknown) => {
          if (this.current === loading) this.current = null;
          this.log.error({ err }, 'catalogue load failed');
        },
      );
    }
    return loading;
  }

  /**
   * The catalogue if it is in memory and current, else null (then call snapshot()): the hot
   * routes answer from it without a promise (docs/decisions/0033-the-fixed-cost-of-a-request.md).
   */
  loaded(): CatalogueSnapshot | null {
    return this.ready;
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
    this.ready = null;
    for (const fn of this.subscribers) {
      try {
        fn();
      } catch (err) {
        this.log.error({ err }, 'catalogue change subscriber failed');
      }
    }
  }
}
