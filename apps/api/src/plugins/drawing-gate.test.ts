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

  it('renders side by side: one held render does not hold up the next', async () => {
    const gate = drawingGate(10);
    const order: string[] = [];
    const first = later();
    const a = gate.run(new AbortController().signal, async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = gate.run(new AbortController().signal, async () => void order.push('b'));
    await b;
    expect(order).toEqual(['a starts', 'b']);
    first.resolve();
    await a;
    expect(order).toEqual(['a starts', 'b', 'a ends']);
  });

  it('drops a render whose signal aborted before it started', async () => {
    const gate = drawingGate(10);
    const gone = new AbortController();
    gone.abort(new DrawingDropped('client gone'));
    let ran = false;
    await expect(gate.run(gone.signal, async () => void (ran = true))).rejects.toBeInstanceOf(
      DrawingDropped,
    );
    expect(ran).toBe(false);
  });

  it('stops waiting for a render whose signal aborts, though the render never ends', async () => {
    const gate = drawingGate(10);
    const stuck = new AbortController();
    const a = gate.run(stuck.signal, () => new Promise<never>(() => {}));
    await tick();
    stuck.abort(new DrawingDropped('deadline'));
    await expect(a).rejects.toThrow('deadline');
  });
});
