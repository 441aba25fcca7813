import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore';

describe('semaphore', () => {
  it('runs at most its limit at once, every call in the end, failures included', async () => {
    const run = semaphore(2);
    let now = 0;
    let most = 0;
    const task = (i: number) =>
      run(async () => {
        most = Math.max(most, ++now);
        await new Promise((r) => setTimeout(r, 5));
        now--;
        if (i === 3) throw new Error('three');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      0,
      1,
      2,
      'failed',
      4,
      5,
      6,
    ]);
    // Its places are all free again: two more start at once.
    await Promise.all([task(7), task(8)]);
    expect(most).toBe(2);
  });
});
