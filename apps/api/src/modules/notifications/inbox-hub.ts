import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/sql';
import { unreadCount } from './inbox-repository';

/** The channel migration 020's trigger notifies with the person's id at each commit. */
const INBOX_CHANNEL = 'faza_notifications';

type Listener = (unread: number) => void;

/**
 * One LISTEN per API instance for every open page's event stream: whichever instance wrote a
 * notification (or marked one read), every instance holding a stream of that person hears it at
 * commit and sends the new unread count. Counts are read once per burst per person however many
 * pages they have open. When LISTEN is (re)established everyone gets a fresh count, so nothing
 * missed while it was down stays wrong.
 */
export class InboxHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly reading = new Map<string, boolean>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const { unlisten } = await this.sql.listen(
      INBOX_CHANNEL,
      (userId) => this.changed(userId),
      () => {
        for (const userId of this.listeners.keys()) this.changed(userId);
      },
    );
    this.unlisten = unlisten;
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    await this.unlisten?.().catch(() => {});
  }

  /** Streams open on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  streamsOf(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** Calls `listener` with the person's unread count after each change; answers an unsubscribe. */
  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** A burst of changes for one person costs one count: the ones arriving meanwhile read again once. */
  private changed(userId: string): void {
    if (!this.listeners.has(userId)) return;
    if (this.reading.has(userId)) {
      this.reading.set(userId, true);
      return;
    }
    this.reading.set(userId, false);
    unreadCount(this.sql, userId)
      .then((unread) => {
        for (const listener of this.listeners.get(userId) ?? []) listener(unread);
      })
      .catch((err: unknown) => this.log.error({ err }, 'unread count failed'))
      .finally(() => {
        const again = this.reading.get(userId);
        this.reading.delete(userId);
        if (again) this.changed(userId);
      });
  }
}
