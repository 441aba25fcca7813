import { describe, expect, it } from 'vitest';
import { firstNameOrMasked, fullNameOrMasked, maskDisplayName } from './mask-name';

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

describe("names in a holder's own history", () => {
  const bola = { first_name: 'Bola', last_name: 'Tinubu', display_name: 'bo.test+b' };
  const nameless = { first_name: null, last_name: null, display_name: 'bo.test+b' };

  it('names a named account in full, or by its first name', () => {
    expect(fullNameOrMasked(bola)).toBe('Bola Tinubu');
    expect(firstNameOrMasked(bola)).toBe('Bola');
  });

  it('masks the display name of an account with no name, as before', () => {
    expect(fullNameOrMasked(nameless)).toBe('Bo*** Te*** B***');
    expect(firstNameOrMasked(nameless)).toBe('Bo*** Te*** B***');
  });
});
