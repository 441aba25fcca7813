import { describe, expect, it } from 'vitest';
import { maskDisplayName } from './mask-name';

describe('maskDisplayName', () => {
  it.each([
    ['adaeze.okafor', 'Ad*** Ok***'],
    ['chidi', 'Ch***'],
    ['bayo_adeyemi-2024', 'Ba*** Ad***'],
    ['Ngozi Eze', 'Ng*** Ez***'],
    ['o', 'O***'],
    ['a.b.c.d.e', 'A*** B*** C***'],
    ['12345', '***'],
    ['', '***'],
    ['émeka', 'Ém***'],
  ])('%j → %j', (name, masked) => {
    expect(maskDisplayName(name)).toBe(masked);
  });

  it('hides the length of each word', () => {
    expect(maskDisplayName('ab')).toBe(maskDisplayName('abcdefghij'));
  });
});
