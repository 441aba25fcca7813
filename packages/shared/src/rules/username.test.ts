import { describe, expect, it } from 'vitest';
import { isValidUsername, usernameSchema } from './username';

const messagesOf = (value: unknown) =>
  usernameSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('username', () => {
  it.each(['abc', 'Ada_Obi_2024', 'a'.repeat(20), '___'])('accepts %s', (name) => {
    expect(isValidUsername(name)).toBe(true);
    expect(messagesOf(name)).toEqual([]);
  });

  it('refuses 2 characters', () => {
    expect(isValidUsername('ab')).toBe(false);
    expect(messagesOf('ab')).toEqual(['Username must be at least 3 characters']);
  });

  it('refuses 21 characters', () => {
    expect(isValidUsername('a'.repeat(21))).toBe(false);
    expect(messagesOf('a'.repeat(21))).toEqual(['Username must be at most 20 characters']);
  });

  it.each(['ada obi', 'ada-obi', 'adé', 'ada.obi'])('refuses characters in %s', (name) => {
    expect(isValidUsername(name)).toBe(false);
    expect(messagesOf(name)).toEqual([
      'Username can only contain letters, numbers, and underscores',
    ]);
  });

  it('trims surrounding spaces', () => {
    expect(usernameSchema.parse('  ada_obi ')).toBe('ada_obi');
  });
});
