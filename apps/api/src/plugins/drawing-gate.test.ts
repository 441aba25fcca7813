import { describe, expect, it } from 'vitest';
import { drawingGate, DrawingDropped } from './drawing-gate';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('drawingGate', () => {
  it('admits at most max, and a place is free again once left (once)', () => {
    const gate = drawingGate(2);
    const a = gate.enter()!;
    const b = gate.enter()!;
    expect(gate.enter()).toBeNull();
    a.leave();
    a.leave();
    expect(gate.admitted).toBe(1);
    expect(gate.enter()).not.toBeNull();
    b.leave();
  });

  it('renders one at a time; one dropped while waiting keeps the others in order', async () => {
    const gate = drawingGate(10);
    const order: string[] = [];
    const first = later();
    const a = gate.turn(new AbortController().signal, async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const bAbort = new AbortController();
    const b = gate.turn(bAbort.signal, async () => void order.push('b'));
    const c = gate.turn(new AbortController().signal, async () => void order.push('c'));
    await tick();
    bAbort.abort(new DrawingDropped('client gone'));
    await expect(b).rejects.toBeInstanceOf(DrawingDropped);
    await tick();
    expect(order).toEqual(['a starts']);
    first.resolve();
    await Promise.all([a, c]);
    expect(order).toEqual(['a starts', 'a ends', 'c']);
  });

  it('gives up the turn of a render whose signal aborts, though the render never ends', async () => {
    const gate = drawingGate(10);
    const stuck = new AbortController();
    const a = gate.turn(stuck.signal, () => new Promise<never>(() => {}));
    const b = gate.turn(new AbortController().signal, async () => 'b drawn');
    await tick();
    stuck.abort(new DrawingDropped('deadline'));
    await expect(a).rejects.toThrow('deadline');
    await expect(b).resolves.toBe('b drawn');
  });
});
