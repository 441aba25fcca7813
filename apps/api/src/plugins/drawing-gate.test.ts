import { describe, expect, it } from 'vitest';
import { drawingGate, DrawingDropped } from './drawing-gate';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('drawingGate', () => {
  const open = () => new AbortController().signal;

  it('admits at most max, and a place is free again once left (once)', async () => {
    const gate = drawingGate(2);
    const a = await gate.enter(open())!;
    const b = await gate.enter(open())!;
    expect(gate.enter(open())).toBeNull();
    a.leave();
    a.leave();
    expect(gate.admitted).toBe(1);
    expect(gate.enter(open())).not.toBeNull();
    b.leave();
  });

  it('lets up to waitingMax wait in line, first come first served, and answers null past that', async () => {
    const gate = drawingGate(1, 2);
    const first = await gate.enter(open())!;
    const order: string[] = [];
    const second = gate.enter(open())!.then((p) => (order.push('second'), p));
    const third = gate.enter(open())!.then((p) => (order.push('third'), p));
    expect(gate.waiting).toBe(2);
    expect(gate.enter(open())).toBeNull();
    first.leave();
    (await second).leave();
    (await third).leave();
    expect(order).toEqual(['second', 'third']);
    expect(gate.admitted).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('a place left is handed to the one waiting, not to one arriving after', async () => {
    const gate = drawingGate(1, 1);
    const first = await gate.enter(open())!;
    const waiting = gate.enter(open())!;
    first.leave();
    expect(gate.admitted).toBe(1);
    expect(gate.waiting).toBe(0);
    // Arriving now, it finds the place already given and waits behind.
    const late = gate.enter(open())!;
    expect(gate.waiting).toBe(1);
    (await waiting).leave();
    (await late).leave();
    expect(gate.admitted).toBe(0);
  });

  it('gives up waiting when the signal aborts, leaving the line and the places as they were', async () => {
    const gate = drawingGate(1, 5);
    const first = await gate.enter(open())!;
    const deadline = new AbortController();
    const waiting = gate.enter(deadline.signal)!;
    const after = gate.enter(open())!;
    deadline.abort(new DrawingDropped('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    expect(gate.waiting).toBe(1);
    first.leave();
    (await after).leave();
    expect(gate.admitted).toBe(0);
    const gone = new AbortController();
    gone.abort(new DrawingDropped('client gone'));
    await expect(gate.enter(gone.signal)).rejects.toThrow('client gone');
    expect(gate.admitted).toBe(0);
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
