/**
 * One request at a time from one button. React Query marks a mutation pending only after a
 * timer, so a double tap reaches the handler twice before the button is disabled; the second
 * request then answers "already done" (an expired code, a spent balance) over the first one's
 * success. The gate is closed synchronously by the first tap and opened when its request settles.
 */
export type SingleFlight = {
  /** Runs `start` unless a run is already in flight; `start` gets the function that ends it. */
  run: (start: (done: () => void) => void) => boolean;
  readonly busy: boolean;
};

export function singleFlight(): SingleFlight {
  let busy = false;
  return {
    run(start) {
      if (busy) return false;
      busy = true;
      let ended = false;
      const done = () => {
        if (ended) return;
        ended = true;
        busy = false;
      };
      try {
        start(done);
      } catch (error) {
        done();
        throw error;
      }
      return true;
    },
    get busy() {
      return busy;
    },
  };
}
