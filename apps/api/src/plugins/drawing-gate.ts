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
 * The signed-in pages' drawing bound (docs/decisions/0042, "Bounds"): at most `max` drawings
 * admitted at once in this process, reading or rendering. Renders run side by side, each with its
 * own query client and session (docs/decisions/0065).
 *
 * - `enter()` answers null when `max` are admitted: the caller sends the shell at once. A slot is
 *   held until the drawing's work has settled, not merely until its answer went out, so drawings
 *   stuck past their deadline (a read waiting on a lock) can never pile up beyond `max`.
 * - `run(signal, render)` runs `render` unless the drawing's signal has aborted (its client went
 *   away, its deadline passed), and stops waiting for it once the signal aborts.
 */
export function drawingGate(max: number) {
  let admitted = 0;
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
    async run<T>(signal: AbortSignal, render: () => Promise<T>): Promise<T> {
      signal.throwIfAborted();
      // A render that outlives its deadline is given up then; the entry aborts it too.
      return Promise.race([render(), whenAborted(signal)]);
    },
  };
}
