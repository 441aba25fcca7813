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

type Place = { leave: () => void };

/**
 * The signed-in pages' drawing bound (docs/decisions/0042, "Bounds"): at most `max` drawings
 * admitted at once in this process, reading or rendering, and at most `waitingMax` more waiting
 * for a place (docs/decisions/0071). Renders run side by side, each with its own query client and
 * session (docs/decisions/0065).
 *
 * - `enter(signal)` answers a place at once while fewer than `max` are admitted, else waits in
 *   line for one (first come, first served) until the signal aborts (the drawing's deadline, its
 *   client gone), which rejects with the signal's reason; with the line full it answers null and
 *   the caller sends the shell at once. A place is held until the drawing's work has settled, not
 *   merely until its answer went out, so drawings stuck past their deadline (a read waiting on a
 *   lock) can never pile up beyond `max`.
 * - `run(signal, render)` runs `render` unless the drawing's signal has aborted (its client went
 *   away, its deadline passed), and stops waiting for it once the signal aborts.
 */
export function drawingGate(max: number, waitingMax = 0) {
  let admitted = 0;
  /** Who waits for a place, in order: each takes the place handed to it. */
  const line: Array<(place: Place) => void> = [];
  const place = (): Place => {
    admitted++;
    let left = false;
    return {
      leave: () => {
        if (left) return;
        left = true;
        admitted--;
        // The place goes straight to the first in line, so nobody arriving meanwhile takes it.
        line.shift()?.(place());
      },
    };
  };
  return {
    get admitted() {
      return admitted;
    },
    get waiting() {
      return line.length;
    },
    enter(signal: AbortSignal): Promise<Place> | null {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      if (admitted < max) return Promise.resolve(place());
      if (line.length >= waitingMax) return null;
      return new Promise<Place>((resolve, reject) => {
        const take = (given: Place) => {
          signal.removeEventListener('abort', giveUp);
          resolve(given);
        };
        const giveUp = () => {
          line.splice(line.indexOf(take), 1);
          reject(signal.reason as Error);
        };
        line.push(take);
        signal.addEventListener('abort', giveUp, { once: true });
      });
    },
    async run<T>(signal: AbortSignal, render: () => Promise<T>): Promise<T> {
      signal.throwIfAborted();
      // A render that outlives its deadline is given up then; the entry aborts it too.
      return Promise.race([render(), whenAborted(signal)]);
    },
  };
}
