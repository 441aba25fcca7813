/*
 * postgres.js 3.4.9 can throw from a setImmediate after a connection closes: a write it scheduled
 * runs on the socket it has already dropped (porsager/postgres#1154; the fix, #1168, is not
 * released). The queries on that connection have already failed through the normal path, so the
 * throw carries nothing; but thrown from a timer it is uncaught, and it took the whole server down
 * at the first failover (docs/decisions/0061-a-synchronous-standby.md). Only that throw is set
 * aside here; every other uncaught exception goes on as before. Our patch of the driver fails a
 * statement sent on a dead reserved connection before it is written (decision 0075), the one way
 * to the throw we know of; the guard stays for any other.
 */

/** The throw of porsager/postgres#1154: postgres.js's nextWrite on a null socket. */
export function isClosedConnectionWrite(err: unknown): boolean {
  return (
    err instanceof TypeError &&
    err.message.includes("reading 'write'") &&
    /nextWrite \(.*postgres[/\\]src[/\\]connection\.js/.test(err.stack ?? '')
  );
}

/** Installs the filter once per process (main.ts and worker.ts, before anything connects). */
export function guardAgainstClosedConnectionWrites(warn: (msg: string) => void): void {
  process.setUncaughtExceptionCaptureCallback((err) => {
    if (isClosedConnectionWrite(err)) {
      warn('a database connection closed with a write pending (porsager/postgres#1154): ignored');
      return;
    }
    // What Node does without the callback: the listeners (close-with-grace), or print and exit.
    if (process.listenerCount('uncaughtException') > 0) {
      const emit = process.emit.bind(process) as (event: string, ...args: unknown[]) => boolean;
      emit('uncaughtException', err, 'uncaughtException');
      return;
    }
    console.error(err);
    process.exit(1);
  });
}

/**
 * The statement a postgres.js error belongs to, which the driver keeps in a property of its own
 * that a log does not print. Said when an error ends the process, it tells whose statement nobody
 * was waiting on (undefined for any other error).
 */
export function statementOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('query' in err)) return undefined;
  const { query } = err as { query: unknown };
  return typeof query === 'string' ? query.trim().replace(/\s+/g, ' ').slice(0, 200) : undefined;
}
