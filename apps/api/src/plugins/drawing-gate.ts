/** Why a drawing ended without a page: the plain app shell is served instead. */
export class DrawingDropped extends Error {
  constructor(readonly why: 'deadline' | 'client gone') {
    super(`drawing dropped: ${why}`);
  }
}

/** A promise that rejects with the signal's reason once it aborts (never resolves). */
export function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/**
 * The signed-in pages' drawing queue (docs/decisions/0042, "Bounds"): at most `max` drawings
 * admitted at once in this process, waiting or running, and one render at a time (the server
 * entry's query cache and session store are singletons).
 *
 * - `enter()` answers null when `max` are admitted: the caller sends the shell at once. A slot is
 *   held until the drawing's work has settled, not merely until its answer went out, so drawings
 *   stuck past their deadline (a read waiting on a lock) can never pile up beyond `max`.
 * - `turn(signal, render)` runs `render` when the renders admitted before it are done, or gave up
 *   their turn at their deadline; a drawing whose signal aborted while it waited (its client went
 *   away, its deadline passed) is dropped before it starts.
 */
export function drawingGate(max: number) {
  let admitted = 0;
  let tail: Promise<void> = Promise.resolve();
  return {
    get admitted() {
      return admitted;
    },
    enter(): { leave: () => void } | null {
      if (admitted >= max) return null;
      admitted++;
      let left = false;
      return {
        leave: () => {
          if (!left) admitted--;
          left = true;
        },
      };
    },
    async turn<T>(signal: AbortSignal, render: () => Promise<T>): Promise<T> {
      const before = tail;
      let release!: () => void;
      tail = new Promise<void>((resolve) => (release = resolve));
      try {
        await Promise.race([before, whenAborted(signal)]);
        signal.throwIfAborted();
        // A render that outlives its deadline gives up its turn then; the entry aborts it too.
        return await Promise.race([render(), whenAborted(signal)]);
      } finally {
        // Never before the one ahead: a drawing dropped while waiting keeps the line in order.
        void before.then(release);
      }
    },
  };
}
