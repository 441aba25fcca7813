type Log = { warn: (msg: string) => void };

/**
 * Work run by wake-ups rather than by a job per item (docs/decisions/0065): a NOTIFY that
 * something is due, and a timer for what falls due later (a retry's back-off, a push held for the
 * morning) or a wake-up missed while the connection was down. `runOnce` works until nothing is
 * due; the job runner starts it (`start`), tests call `runOnce` directly.
 */
export type Dispatcher = {
  runOnce: () => Promise<unknown>;
  /** Starts listening and the timer; answers how to stop (waiting for a run under way). */
  start: (log: Log) => Promise<() => Promise<void>>;
};

export function dispatchLoop(options: {
  run: () => Promise<unknown>;
  everyMs: number;
  /** Subscribes `wake` to the NOTIFY that says work is due; answers how to unsubscribe. */
  listen: (wake: () => void) => Promise<() => Promise<void>>;
}): Dispatcher {
  return {
    runOnce: options.run,
    async start(log) {
      let running: Promise<void> | null = null;
      let again = false;
      let stopped = false;
      // Wake-ups during a run become one more run after it, never two at once in one process.
      const wake = () => {
        if (stopped) return;
        if (running) {
          again = true;
          return;
        }
        running = (async () => {
          do {
            again = false;
            await options.run().catch((err: unknown) => log.warn(`dispatcher: ${String(err)}`));
          } while (again && !stopped);
        })().finally(() => {
          running = null;
        });
      };
      const unlisten = await options.listen(wake);
      const timer = setInterval(wake, options.everyMs);
      timer.unref();
      wake();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await unlisten().catch(() => {});
        await running;
      };
    },
  };
}
