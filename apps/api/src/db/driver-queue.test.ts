import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * postgres.js keeps its pool's connections (and the queries waiting for one) in `Queue`s. In 3.4.9
 * a queue that was never empty kept every slot it had ever shifted out, and `remove` scanned them
 * all: under steady load, with every connection busy, each query made the pool's array longer and
 * each finished one scanned it (126,896 slots after four seconds of `select 1` at 64 at once).
 * patches/postgres+3.4.9.patch drops the shifted-out slots once they are half the array
 * (docs/decisions/0078-the-driver-queue-that-grew.md). Both builds the package ships are checked.
 */

type Queue<T> = { readonly length: number; push(x: T): T; shift(): T; remove(x: T): T | null };
type MakeQueue = <T>(initial?: T[]) => Queue<T>;

const require = createRequire(import.meta.url);
const cjsDir = path.dirname(require.resolve('postgres'));
const builds: [string, () => Promise<MakeQueue>][] = [
  ['CommonJS', async () => require(path.join(cjsDir, 'queue.js')) as MakeQueue],
  [
    'ES module',
    async () => {
      const file = path.join(cjsDir, '..', '..', 'src', 'queue.js');
      return ((await import(pathToFileURL(file).href)) as { default: MakeQueue }).default;
    },
  ],
];

/** Runs `work` and answers the longest array `indexOf` was called on meanwhile. */
function longestScanned(work: () => void): number {
  const indexOf = Array.prototype.indexOf;
  let longest = 0;
  Array.prototype.indexOf = function (this: unknown[], ...args: [unknown, number?]) {
    longest = Math.max(longest, this.length);
    return indexOf.apply(this, args);
  };
  try {
    work();
  } finally {
    Array.prototype.indexOf = indexOf;
  }
  return longest;
}

describe.each(builds)("the driver's queue (%s build)", (_name, load) => {
  it('stays as long as what it holds when it is never empty, first in first out', async () => {
    const makeQueue = await load();
    const queue = makeQueue<number>();
    // A model of what the queue holds, in order.
    const held: number[] = [];
    for (let c = 0; c < 10; c++) held.push(queue.push(c));
    const longest = longestScanned(() => {
      for (let i = 0; i < 10_000; i++) {
        // As the pool's `go`: the first busy connection takes a query, then moves back to the end
        // (its `remove` from the queue it was shifted out of finds nothing).
        const c = queue.shift();
        expect(c).toBe(held.shift());
        expect(queue.remove(c)).toBeNull();
        held.push(queue.push(c));
        if (i % 7 === 0) {
          // As a connection that finishes: taken out of the middle, put back at the end.
          const middle = held[4]!;
          expect(queue.remove(middle)).toBe(middle);
          held.splice(4, 1);
          held.push(queue.push(middle));
        }
      }
    });
    expect(queue.length).toBe(10);
    expect(longest).toBeLessThan(200);
    const rest: number[] = [];
    while (queue.length) rest.push(queue.shift());
    expect(rest).toEqual(held);
  });
});
