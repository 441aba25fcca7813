/**
 * At most `limit` calls of `run` at once; the others wait their turn, first come first served.
 * Per process: it bounds what one instance has in flight, not the fleet.
 */
export function semaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (active < limit) active++;
    // A finishing call hands its place straight to the next in line (active stays the same).
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
