import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './resend-countdown';

describe('resend countdown', () => {
  it('counts whole seconds down from the start and stops at zero', () => {
    expect(secondsLeft(0, 0, 60)).toBe(60);
    expect(secondsLeft(0, 400, 60)).toBe(60);
    expect(secondsLeft(0, 1000, 60)).toBe(59);
    expect(secondsLeft(0, 59_001, 60)).toBe(1);
    expect(secondsLeft(0, 60_000, 60)).toBe(0);
    expect(secondsLeft(0, 600_000, 60)).toBe(0);
  });

  it('never shows more than the total, even if the clock went back', () => {
    expect(secondsLeft(10_000, 0, 60)).toBe(60);
  });

  it('formats as minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(5)).toBe('0:05');
  });
});
