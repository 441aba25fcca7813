import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text';

describe('waitText', () => {
  it('says seconds up to a minute and a half, then whole minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(42)).toBe('42 seconds');
    expect(waitText(90)).toBe('90 seconds');
    expect(waitText(91)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });
});
