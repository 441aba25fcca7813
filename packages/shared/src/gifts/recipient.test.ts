import { describe, expect, it } from 'vitest';
import { maskPhone, normalizeGiftPhone, parseRecipient } from './recipient';

describe('normalizeGiftPhone', () => {
  it.each([
    '08031234567',
    '+2348031234567',
    '2348031234567',
    '8031234567',
    '0803 123 4567',
    '0803-123-4567',
    '+234 803 123 4567',
    ' 234-803-123-4567 ',
    '(0803) 123.4567',
  ])('normalises %s to +2348031234567', (typed) =>
    expect(normalizeGiftPhone(typed)).toBe('+2348031234567'),
  );

  it.each([
    ['', 'empty'],
    ['0803123456', 'too short'],
    ['080312345678', 'too long'],
    ['06031234567', 'not a mobile prefix'],
    ['+4408031234567', 'foreign'],
    ['2340803123456', '234 followed by 0'],
    ['0803123456a', 'letters'],
    ['0803_123_4567', 'other separators'],
  ])('refuses %s (%s)', (typed) => expect(normalizeGiftPhone(typed)).toBeNull());

  it('gives every spelling of one phone the same form', () => {
    const forms = ['07011234567', '+2347011234567', '234 701 123 4567', '701-123-4567'];
    expect(new Set(forms.map(normalizeGiftPhone))).toEqual(new Set(['+2347011234567']));
  });
});

describe('parseRecipient', () => {
  it('reads 12 digits as a FAZA number, with or without its hyphens', () => {
    expect(parseRecipient('1234-5678-9012')).toEqual({ kind: 'faza', faza: '123456789012' });
    expect(parseRecipient('348031234567')).toEqual({ kind: 'faza', faza: '348031234567' });
  });

  it('reads any Nigerian phone form as a phone', () => {
    expect(parseRecipient('0803 123 4567')).toEqual({ kind: 'phone', phone: '+2348031234567' });
    expect(parseRecipient('+2348031234567')).toEqual({ kind: 'phone', phone: '+2348031234567' });
  });

  it('refuses anything else', () => {
    expect(parseRecipient('12345')).toBeNull();
    expect(parseRecipient('hello')).toBeNull();
    expect(parseRecipient('1234567890123')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the network prefix and the last four digits', () => {
    expect(maskPhone('+2348031234567')).toBe('0803 *** 4567');
  });
});
