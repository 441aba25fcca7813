import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('ignores a second run while the first is in flight, and allows one after it settles', () => {
    const gate = singleFlight();
    const ends: (() => void)[] = [];
    expect(gate.run((done) => ends.push(done))).toBe(true);
    expect(gate.busy).toBe(true);
    expect(gate.run((done) => ends.push(done))).toBe(false);
    expect(ends).toHaveLength(1);
    ends[0]!();
    expect(gate.busy).toBe(false);
    expect(gate.run((done) => ends.push(done))).toBe(true);
    expect(ends).toHaveLength(2);
  });

  it('a run ended twice does not open the gate for a later run still in flight', () => {
    const gate = singleFlight();
    let first = () => {};
    gate.run((done) => (first = done));
    first();
    gate.run(() => {});
    first();
    expect(gate.busy).toBe(true);
  });

  it('opens again when starting throws', () => {
    const gate = singleFlight();
    expect(() =>
      gate.run(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(gate.busy).toBe(false);
  });
});
