import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './safe-next';

describe('safeNextPath', () => {
  it('follows a path on this site, with its query', () => {
    expect(safeNextPath('/wallet')).toBe('/wallet');
    expect(safeNextPath('/shop?tab=grains')).toBe('/shop?tab=grains');
  });

  it('falls back to /pantry when there is nothing to follow', () => {
    expect(safeNextPath(null)).toBe('/pantry');
    expect(safeNextPath(undefined)).toBe('/pantry');
    expect(safeNextPath('')).toBe('/pantry');
  });

  it('refuses other sites and anything a browser could read as one', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'wallet',
    ]) {
      expect(safeNextPath(next), next).toBe('/pantry');
    }
  });

  it('does not send the user back to an account page', () => {
    expect(safeNextPath('/signin')).toBe('/pantry');
    expect(safeNextPath('/signup?next=/wallet')).toBe('/pantry');
    expect(safeNextPath('/reset-password#x')).toBe('/pantry');
  });
});

describe('signInPathFor', () => {
  it('encodes the destination so its own query survives', () => {
    expect(signInPathFor('/wallet')).toBe('/signin?next=%2Fwallet');
    const next = new URLSearchParams(signInPathFor('/shop?a=1&b=2').split('?')[1]).get('next');
    expect(next).toBe('/shop?a=1&b=2');
  });
});
